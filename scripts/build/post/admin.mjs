// Runs after `next build` (npm's postbuild, last): puts the CMS at /admin/ in the export. Sveltia
// CMS's bundle is copied from node_modules (admin-bundle.mjs; no page loads it from elsewhere),
// config.yml is made from the content schemas (lib/cms/config.ts), and index.html carries its own
// Content-Security-Policy (adminPolicy, admin-page.mjs) and noindex. Nothing else in the export
// changes: no page links to it, the sitemap and the host files do not name it (its <meta> policy
// applies alone).
// `cms: false` in content/site.yaml leaves it out. The repository it commits to is CMS_REPO, else
// GITHUB_REPOSITORY (set by GitHub Actions), else the git remote "origin"; the branch CMS_BRANCH,
// else main; CMS_AUTH_URL, Sveltia's OAuth authenticator, adds "Sign In with GitHub" (docs/cms.md).
// Honours EXPORT_DIR.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { copyCms } from './admin-bundle.mjs';
import { adminPage } from './admin-page.mjs';
import { exportDir } from './export-dir.mjs';

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
