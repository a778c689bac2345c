// The CMS's files for /admin/, copied from node_modules/@sveltia/cms (scripts/build/post/admin.mjs
// writes them into the export): its browser bundle, rewritten so that nothing it asks for leaves
// the site, the React DOM chunk it loads from beside itself, its fonts and version.json.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const packageDir = () => path.join(path.dirname(require.resolve('@sveltia/cms')), '..');

/**
 * Where the CMS's browser bundle would reach a CDN, and what the copy asks instead: its fonts (its
 * text, its code and its icons), the same files its npm build ships, from /admin/fonts/; and its
 * hourly "is there a newer version" check, from /admin/version.json, which names the version
 * package.json pins (the owner upgrades through npm). Each address must be in the bundle exactly
 * once, so an upgrade that changes them stops the build here rather than shipping a request that
 * leaves the site.
 */
const fontFiles = [
  ['source-sans-3:vf@', 'source-sans-3-latin-wght-normal-'],
  ['noto-mono@', 'noto-mono-latin-400-normal-'],
  ['material-symbols-outlined:vf@', 'material-symbols-outlined-latin-wght-normal-'],
];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cdnFont = (family) =>
  new RegExp(
    `https://cdn\\.jsdelivr\\.net/fontsource/fonts/${escape(family)}[\\d.]+/[\\w-]+\\.woff2`,
    'g',
  );
const versionCheck = /(=)`\$\{(\w+)\}\/package\.json`/g;

/** `bundle` with the one match of `pattern` replaced, or an error naming `what`. */
function rewriteOnce(bundle, pattern, replacement, what) {
  const found = bundle.match(pattern) ?? [];
  if (found.length !== 1) {
    throw new Error(
      `admin: @sveltia/cms changed ${what} (found ${found.length} times): update scripts/build/post/admin-bundle.mjs`,
    );
  }
  return bundle.replace(found[0], replacement);
}

/**
 * Copies the CMS into `dir`: its browser bundle (rewritten as above), the React DOM chunk it loads
 * from beside itself for custom previews, its fonts and version.json. Returns the files, relative.
 */
export function copyCms(dir) {
  const pkg = packageDir();
  const { version } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
  let bundle = readFileSync(path.join(pkg, 'dist/sveltia-cms.js'), 'utf8');
  const assets = readdirSync(path.join(pkg, 'npm/assets'));
  mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  const files = ['sveltia-cms.js', 'chunks/react-dom.js', 'version.json'];
  for (const [family, asset] of fontFiles) {
    const file = assets.find((name) => name.startsWith(asset) && name.endsWith('.woff2'));
    if (!file) throw new Error(`admin: @sveltia/cms no longer ships the font ${asset}*.woff2`);
    // Relative to /admin/, the page whose styles name it.
    const local = `fonts/${asset.replace(/-$/, '')}.woff2`;
    bundle = rewriteOnce(bundle, cdnFont(family), local, `where it loads the font "${family}"`);
    copyFileSync(path.join(pkg, 'npm/assets', file), path.join(dir, local));
    files.push(local);
  }
  bundle = rewriteOnce(bundle, versionCheck, '=`version.json`', 'its version check');
  writeFileSync(path.join(dir, 'sveltia-cms.js'), bundle);
  writeFileSync(path.join(dir, 'version.json'), `${JSON.stringify({ version })}\n`);
  copyFileSync(path.join(pkg, 'dist/chunks/react-dom.js'), path.join(dir, 'chunks/react-dom.js'));
  return files;
}
