// Runs after `next build` (npm's postbuild, before the CSP step, which hashes what it writes). Next
// puts its chunks at the top of <head> as async scripts, so a phone requests some 140 KB of
// JavaScript together with the stylesheet and the font, and on a slow link they share its
// bandwidth: the first paint waited for it (`npm run bench:real`, Slow 4G at 4x CPU: LCP 1.10-1.18x
// the same page without scripts). This moves those scripts into one small inline loader at the end
// of <body>. The parser runs it once the whole HTML is in and the stylesheet has loaded (an inline
// script waits for the stylesheets above it); it adds the same scripts, in the same order, still
// async. They are added before DOMContentLoaded, so the load event still waits for them, and React
// finds them in <head> where it looks for its scripts (nothing is downloaded twice).
import { fileURLToPath } from 'node:url';
import { exportDir, rewriteFiles } from './export-dir.mjs';

// Runs in the browser; written to work in every browser the site supports without a build step.
function startScripts(sources) {
  sources.forEach(function (src) {
    var script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  });
}

/** The attribute that marks the loader (other postbuild steps place things before it). */
export const LATE_SCRIPTS_MARK = 'data-late-scripts=""';
const ASYNC_SCRIPT =
  /<script\b(?=[^>]*\basync\b)(?![^>]*\bnomodule\b)[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi;
const SCRIPT_PRELOAD =
  /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\bhref="([^"]+)"[^>]*>/gi;

const loader = (sources) =>
  `<script ${LATE_SCRIPTS_MARK}>(${startScripts.toString()})(${JSON.stringify(sources).replace(/</g, '\\u003c')})</script>`;

/**
 * The page with its async external scripts started by the loader at the end of <body>.
 * @param {string} html
 * @returns {string}
 */
export function withLateScripts(html) {
  if (html.includes(LATE_SCRIPTS_MARK)) return html;
  const sources = [];
  const rest = html.replace(ASYNC_SCRIPT, (_, src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  // A preload of one of them would start it early again.
  const page = rest.replace(SCRIPT_PRELOAD, (tag, href) => (sources.includes(href) ? '' : tag));
  const end = page.lastIndexOf('</body>');
  if (end < 0) throw new Error('no </body> for the late scripts’ loader');
  return page.slice(0, end) + loader(sources) + page.slice(end);
}

/**
 * The scripts a page's loader starts, in order (for the byte budgets and the checks).
 * @param {string} html
 * @returns {string[]}
 */
export function lateScriptSources(html) {
  const at = html.indexOf(`<script ${LATE_SCRIPTS_MARK}>`);
  if (at < 0) return [];
  const code = html.slice(at, html.indexOf('</script>', at));
  return JSON.parse(code.slice(code.lastIndexOf(')([') + 2, -1));
}

/** @type {(dir?: string) => number} */
export const addLateScripts = (dir = exportDir) => rewriteFiles(dir, '.html', withLateScripts);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(
    `late-scripts: the framework's scripts start after the stylesheet in ${addLateScripts()} page(s)`,
  );
}
