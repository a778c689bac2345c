// Runs after `next build` (npm's postbuild, last): puts the CMS at /admin/ in the export. Sveltia
// CMS's bundle is copied from node_modules (no page loads it from elsewhere), config.yml is made
// from the content schemas (lib/cms/config.ts), and index.html carries its own
// Content-Security-Policy (adminPolicy) and noindex. Nothing else in the export changes: no page
// links to it, the sitemap and the host files do not name it (its <meta> policy applies alone).
// `cms: false` in content/site.yaml leaves it out. The repository it commits to is CMS_REPO, else
// GITHUB_REPOSITORY (set by GitHub Actions), else the git remote "origin"; the branch CMS_BRANCH,
// else main; CMS_AUTH_URL, Sveltia's OAuth authenticator, adds "Sign In with GitHub" (docs/cms.md).
// Honours EXPORT_DIR.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { exportDir } from './export-dir.mjs';

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
      `admin: @sveltia/cms changed ${what} (found ${found.length} times): update scripts/build/post/admin.mjs`,
    );
  }
  return bundle.replace(found[0], replacement);
}

/**
 * Copies the CMS into `dir`: its browser bundle (rewritten as above), the React DOM chunk it loads
 * from beside itself for custom previews, its fonts and version.json. Returns the files, relative.
 */
function copyCms(dir) {
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

/**
 * /admin/'s policy: what Sveltia CMS needs and nothing more. Its own scripts only (no
 * 'unsafe-eval'); inline styles, which its components set at run time; blob: and data: for the
 * previews of pictures it reads or uploads; the GitHub API for sign-in and commits, and GitHub's
 * status page, which its sign-in screen asks about incidents; avatars from GitHub's image host.
 */
export const adminPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** /admin/index.html: the policy, noindex, and the bundle beside it. */
export const adminPage = (title) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${adminPolicy}"/>
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</title>
<link href="config.yml" type="application/yaml" rel="cms-config-url">
</head>
<body>
<script src="sveltia-cms.js"></script>
</body>
</html>
`;

/** "owner/name" from a GitHub remote URL, or undefined. */
export const repoFromRemote = (url) =>
  /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url.trim())?.[1];

/** The repository and branch the CMS commits to. */
export function cmsTarget(env = process.env, root = process.cwd()) {
  let remote;
  try {
    remote = execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: root, stdio: 'pipe' });
  } catch {
    remote = '';
  }
  const repo = env.CMS_REPO || env.GITHUB_REPOSITORY || repoFromRemote(String(remote));
  return { repo, branch: env.CMS_BRANCH || 'main', authUrl: env.CMS_AUTH_URL || undefined };
}

/**
 * Writes /admin/ into `out` (index.html, config.yml, sveltia-cms.js), or, when not `enabled`,
 * makes sure there is none. Returns the files written.
 */
export function writeAdmin(out, { enabled, config, title }) {
  const dir = path.join(out, 'admin');
  rmSync(dir, { recursive: true, force: true });
  if (!enabled) return [];
  mkdirSync(dir, { recursive: true });
  const cms = copyCms(dir);
  writeFileSync(path.join(dir, 'config.yml'), stringify(config, { lineWidth: 0 }));
  writeFileSync(path.join(dir, 'index.html'), adminPage(title));
  return ['index.html', 'config.yml', ...cms].map((file) => `admin/${file}`);
}

async function main() {
  const { register } = await import('node:module');
  register('../../shared/typescript-hooks.mjs', import.meta.url);
  const { cmsEnabled, siteConfig } = await import('../../../lib/owner/site.ts');
  const { languages } = await import('../../../lib/i18n/languages.ts');
  const { cmsConfig } = await import('../../../lib/cms/config.ts');
  const { repo, branch, authUrl } = cmsTarget();
  const config = cmsConfig({
    languages,
    repo: repo ?? 'your-name/your-repository',
    branch,
    authUrl,
  });
  const files = writeAdmin(exportDir, {
    enabled: cmsEnabled,
    config,
    title: `Edit · ${siteConfig.brand}`,
  });
  if (files.length === 0) {
    console.log('admin: cms: false in content/site.yaml, so the export has no /admin/');
    return;
  }
  console.log(`admin: the CMS at /admin/, committing to ${config.backend.repo} (${branch})`);
  if (!repo) {
    console.log(
      'admin: no repository known (CMS_REPO, GITHUB_REPOSITORY or a GitHub remote "origin"): GitHub sign-in will not find it; the local repository works (docs/cms.md)',
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
