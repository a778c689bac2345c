// Runs after `next build` (npm's postbuild, after the late-scripts step and before the CSP step,
// which hashes the <style> it writes). Each page's first paint waited for the whole stylesheet:
// one more round trip after the HTML, then 7 KB (gzip) on the phone's link beside the font. This
// step writes, into each page's <head>, the rules of the stylesheet that the page's own HTML uses
// (beasties picks them: every rule whose selector matches an element of the page, with the media
// queries, @font-face and @keyframes those rules need), and moves the stylesheet's <link> to the
// end of <body>, before the late scripts' loader. The browser paints the page with the inlined
// rules while the stylesheet loads; the stylesheet, with every rule again but the @font-face ones
// (each page declares those itself, below), still arrives before any script runs (an inline
// script waits for the stylesheets above it), so what scripts show (the menu, the lightbox, an
// unlocked case study) is styled by it. Without JavaScript it loads the same.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSheet } from 'beasties/compiler';
import { collectPrograms, renderCriticalCss, scanHtml } from 'beasties/runtime';
import { basePath as configuredBasePath } from '../../../lib/site/base-path.mjs';
import { exportDir, rewriteFiles } from './export-dir.mjs';
import { LATE_SCRIPTS_MARK } from './late-scripts.mjs';

const OPEN = '<style data-critical-css="">';
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+\.css)"[^>]*\/?>/gi;
const LOADER = `<script ${LATE_SCRIPTS_MARK}`;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

// beasties inlines a face only for a family the inlined rules name, and ours come through a CSS
// variable (var(--font-sans)), so it finds none. Without them the first paint would use the
// system font unadjusted and shift when the stylesheet arrives: every face goes in (they are a
// few hundred bytes), with its url() made absolute, as the page is not where the stylesheet is.
const fontFaces = (css, href) =>
  (css.match(FONT_FACE) ?? []).map((rule) =>
    rule.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote, url) =>
      /^(data:|[a-z]+:\/\/|\/)/i.test(url)
        ? whole
        : `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`,
    ),
  );

/**
 * The compiled sheet with each block at-rule (`@page{...}` in `@media print`) as written: beasties
 * ends every at-rule it keeps whole with `;`, right after a statement (`@import x;`) but a parse
 * error after a block, which also drops the rule that follows (the print colours' `:root`).
 * @template {{ rules: { css?: string }[] }} Sheet
 * @param {Sheet} sheet
 * @returns {Sheet}
 */
export function withoutStraySemicolons(sheet) {
  for (const rule of sheet.rules) {
    if (rule.css?.endsWith('};')) rule.css = rule.css.slice(0, -1);
  }
  return sheet;
}

/**
 * The sheet without its print rules: the first paint is on a screen, and a printout is made from
 * the stylesheet, which has loaded by then (it is in the page before any script). They were a
 * fifth of a case study's inlined rules.
 * @template {{ rules: { wrap?: string[] }[] }} Sheet
 * @param {Sheet} sheet
 * @returns {Sheet}
 */
export function forScreen(sheet) {
  sheet.rules = sheet.rules.filter((rule) => !rule.wrap?.some((at) => /^@media print\b/.test(at)));
  return sheet;
}

/**
 * The page with the rules it uses inlined in <head> (where its stylesheet links were) and those
 * links moved to the end of <body>. `readSheet(href)` gives a stylesheet's text.
 * @param {string} html
 * @param {(href: string) => string} readSheet
 * @param {Map<string, unknown>} [sheets]
 * @returns {string}
 */
export function withCriticalCss(html, readSheet, sheets = new Map()) {
  if (html.includes(OPEN)) return html;
  const links = [...html.matchAll(STYLESHEET)];
  const head = html.indexOf('</head>');
  const local = links.filter((link) => link.index < head && !/^(https?:)?\/\//.test(link[1]));
  if (local.length === 0) return html;
  const compiled = local.map(([, href]) => {
    if (!sheets.has(href)) {
      const text = readSheet(href);
      const sheet = forScreen(withoutStraySemicolons(compileSheet(text, { href })));
      sheets.set(href, { sheet, faces: fontFaces(text, href) });
    }
    return sheets.get(href);
  });
  const tokens = scanHtml(html, collectPrograms(compiled.map(({ sheet }) => sheet)));
  const css = compiled
    .map(
      ({ sheet, faces }) =>
        faces.join('') + renderCriticalCss(sheet, tokens, { keyframes: 'critical' }).css,
    )
    .join('');
  const style = `${OPEN}${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  let page = html;
  // Replaced through a function: a `$` in the rules must not be read as a replacement pattern.
  local.forEach(([tag], i) => {
    page = page.replace(tag, () => (i === 0 ? style : ''));
  });
  const moved = local.map(([tag]) => tag).join('');
  const at = page.includes(LOADER) ? page.indexOf(LOADER) : page.lastIndexOf('</body>');
  if (at < 0) throw new Error('no </body> to move the stylesheet to');
  return page.slice(0, at) + moved + page.slice(at);
}

/**
 * The inlined rules of a page (for the checks and the byte budgets).
 * @param {string} html
 * @returns {string | null}
 */
export function criticalCss(html) {
  const at = html.indexOf(OPEN);
  return at < 0 ? null : html.slice(at + OPEN.length, html.indexOf('</style>', at));
}

/**
 * @param {string} [dir]
 * @param {string} [basePath]
 * @returns {number}
 */
export function addCriticalCss(dir = exportDir, basePath = configuredBasePath) {
  const sheets = new Map();
  const fileOf = (href) => {
    const file = href.startsWith(`${basePath}/`) ? href.slice(basePath.length) : href;
    return path.join(dir, file.split('?')[0]);
  };
  const pages = rewriteFiles(dir, '.html', (html) =>
    withCriticalCss(html, (href) => readFileSync(fileOf(href), 'utf8'), sheets),
  );
  // The faces, declared a second time by the stylesheet when it arrives after the first paint,
  // made Chromium shape and lay out the whole page again (19-142 ms at 4x CPU in the task that
  // applies the stylesheet); the pages already declare them, so the stylesheet no longer does.
  for (const href of sheets.keys()) {
    writeFileSync(fileOf(href), readFileSync(fileOf(href), 'utf8').replace(FONT_FACE, ''));
  }
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`critical-css: the rules each page uses inlined in ${addCriticalCss()} page(s)`);
}
