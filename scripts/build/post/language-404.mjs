// Runs after `next build` (npm's postbuild, first). Each language after the default one has its own
// not-found page, exported by app/(lang)/[lang]/not-found-page/ as a route: this moves it to
// <code>/404.html, where a host looks for a folder's 404 page (Cloudflare Pages by itself; Netlify
// and nginx by the rules docs/deploy.md gives), and removes the route. A one-language site has none.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { basePath } from '../../../lib/site/base-path.mjs';
import { exportDir } from './export-dir.mjs';

register('../../shared/typescript-hooks.mjs', import.meta.url);
const { languages } = await import('../../../lib/i18n/languages.ts');

const moved = languages.slice(1).filter((lang) => {
  const route = path.join(exportDir, lang, 'not-found-page');
  if (!existsSync(path.join(route, 'index.html'))) return false;
  renameSync(path.join(route, 'index.html'), path.join(exportDir, lang, '404.html'));
  rmSync(route, { recursive: true, force: true });
  return true;
});
if (moved.length > 0) {
  // Netlify: an unknown address under /<code>/ gets that language's 404 page, with status 404 (a
  // rule that never shadows a file). Cloudflare Pages finds <code>/404.html by itself.
  const rules = moved.map((lang) => `${basePath}/${lang}/*  ${basePath}/${lang}/404.html  404`);
  writeFileSync(path.join(exportDir, '_redirects'), `${rules.join('\n')}\n`);
  console.log(`language-404: ${moved.map((lang) => `${lang}/404.html`).join(', ')} and _redirects`);
}
