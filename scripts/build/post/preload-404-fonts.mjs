// Runs after `next build` (npm's postbuild). Next 16 leaves the next/font preload links out of the
// not-found page it exports as 404.html, so on an unknown address the text reflows when the fonts
// arrive (a layout shift). Until Next adds them, give the not-found HTML the same font preloads as
// the home page.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { exportDir } from './export-dir.mjs';

const out = exportDir;
const fontPreload = /<link rel="preload"[^>]*as="font"[^>]*\/>/g;
const preloads = readFileSync(`${out}/index.html`, 'utf8').match(fontPreload) ?? [];

// Each language's own 404 page too (scripts/build/post/language-404.mjs put it in <code>/404.html).
const languages404 = readdirSync(out, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${out}/${entry.name}/404.html`))
  .map((entry) => `${entry.name}/404.html`);
for (const file of ['404.html', '404/index.html', '_not-found/index.html', ...languages404]) {
  const path = `${out}/${file}`;
  if (!existsSync(path)) continue;
  const html = readFileSync(path, 'utf8');
  const missing = preloads.filter((tag) => !html.includes(tag));
  if (missing.length) writeFileSync(path, html.replace('<link ', `${missing.join('')}<link `));
}
