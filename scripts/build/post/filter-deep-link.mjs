// Runs after `next build` (npm's postbuild, before the CSP step, which hashes it). The exported
// portfolio holds every card; opened at `/portfolio/?category=<slug>` it used to paint them all and
// narrow the list once the filter's script had run (a layout shift of 0.17). This puts a tiny
// classic script at the top of <head> of every page with the filter: it runs before the stylesheet
// link (so it waits for nothing and holds nothing up) and, as the parser adds the filter's buttons,
// cards and empty states, sets `aria-pressed` and `hidden` as
// components/portfolio/project-filter.tsx will render them. It changes no text, so React hydrates
// the page as exported and then renders the same view. An unknown slug leaves the page as it is
// (All).
import { fileURLToPath } from 'node:url';
import { exportDir, rewriteFiles } from './export-dir.mjs';

// Runs in the browser; written to work in every browser the site supports without a build step.
function narrowAsParsed() {
  var slug = new URLSearchParams(location.search).get('category');
  if (!slug) return;
  var apply = function () {
    var button = document.querySelector('[data-category-slug="' + CSS.escape(slug) + '"]');
    if (!button) return;
    button.parentNode.querySelectorAll('[aria-pressed]').forEach(function (other) {
      other.setAttribute('aria-pressed', String(other === button));
    });
    document.querySelectorAll('[data-filter-list] > li').forEach(function (card) {
      card.hidden = card.getAttribute('data-category') !== slug;
    });
    var empty = document.querySelector('[data-empty-category="' + CSS.escape(slug) + '"]');
    var list = document.querySelector('[data-filter-list]');
    if (empty && list) {
      empty.hidden = false;
      list.hidden = true;
    }
  };
  var observer = new MutationObserver(apply);
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', function () {
    observer.disconnect();
    apply();
  });
}

export const earlyScript = `<script>(${narrowAsParsed.toString()})()</script>`;
const hasFilter = (html) => html.includes('data-filter-list=');

/** The page with the script first in <head> (after <meta charset>), if it holds the filter. */
export function withDeepLinkScript(html) {
  if (!hasFilter(html) || html.includes(earlyScript)) return html;
  const head = /<head\b[^>]*>(\s*<meta charSet="[^"]*"\s*\/?>)?/i.exec(html);
  if (!head) throw new Error('no <head> for the filter’s deep-link script');
  const at = head.index + head[0].length;
  return html.slice(0, at) + earlyScript + html.slice(at);
}

export const addDeepLinkScript = (dir = exportDir) =>
  rewriteFiles(dir, '.html', withDeepLinkScript);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`filter-deep-link: the early filter script in ${addDeepLinkScript()} page(s)`);
}
