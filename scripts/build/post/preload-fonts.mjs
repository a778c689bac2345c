// Runs after `next build` (npm's postbuild). Next 16 leaves the next/font preload links out of some
// pages it exports, and there the text reflows when the font arrives after the first paint (a
// layout shift): the not-found page it exports as 404.html (and each language's own 404 page), and
// every page of the languages after the first. Their page files end in .i18n.tsx (next.config.mjs),
// and Next looks a page's fonts up by its file name less the last extension (`page.i18n`) where its
// font manifest says `page`, so it finds none (vercel/next.js#95449, open). On
// /de/portfolio/?category=ux-digital the German filter's buttons then moved 3 px when the font
// swapped in (CLS 0.000025 at 1280 px, 0.0001 at 390 px). Until Next finds them, give every page
// Next exported that lacks them the same font preloads as Home, where Next puts them (before the
// first <link>). A page that has them (every page of a one-language site but 404) and an HTML file
// of the owner's in public/ are left as they are.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportDir, rewriteFiles } from './export-dir.mjs';

const fontPreload = /<link rel="preload"[^>]*as="font"[^>]*\/>/g;

/** `html` (a page of Next's) with each of `preloads` it lacks inserted before its first <link>. */
export function withFontPreloads(html, preloads) {
  const missing = preloads.filter((tag) => !html.includes(tag));
  if (!missing.length || !html.includes('/_next/static/') || !html.includes('<link ')) return html;
  return html.replace('<link ', `${missing.join('')}<link `);
}

/** Gives every page of `dir` Home's font preloads; returns how many pages it changed. */
export function addFontPreloads(dir = exportDir) {
  const preloads = readFileSync(path.join(dir, 'index.html'), 'utf8').match(fontPreload) ?? [];
  return rewriteFiles(dir, '.html', (html) => withFontPreloads(html, preloads));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`preload-fonts: Home's font preloads added to ${addFontPreloads()} page(s)`);
}
