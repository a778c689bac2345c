// Runs after `next build` (npm's postbuild, last): gives every exported HTML page its own strict
// Content-Security-Policy as the first element of <head>, and writes the host files beside the
// pages: `_headers` (Netlify, Cloudflare Pages), `_csp.nginx.conf` (the same policies for
// deploy/nginx.conf) and `.nojekyll` (GitHub Pages would otherwise drop the `_next/` folder).
// The host files are served to anyone on most hosts, so they name only the public pages: an unlisted
// or protected case study keeps its policy in its own <meta> alone (the headers' X-Frame-Options
// stands in for frame-ancestors there), and no file outside its folder gives its address away.
// Honours EXPORT_DIR and BASE_PATH, and the analytics settings (ANALYTICS_* or content/analytics.yaml).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePath as configuredBasePath } from '../../../lib/site/base-path.mjs';
import { formActionOrigins, policyForHtml, withPolicyMeta } from './csp-policy.mjs';
import { exportDir } from './export-dir.mjs';
import { headersFile, nginxCspMap } from './host-files.mjs';

const htmlFiles = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .sort();

/** The URL path a page is served at: "portfolio/x/index.html" -> "/portfolio/x/". */
const pagePath = (file) => `/${file.split(path.sep).join('/')}`.replace(/index\.html$/, '');

/**
 * `hiddenPages`: the URL paths (without the base path) of the pages the host files must not name,
 * e.g. "/portfolio/client-dashboard/" for an unlisted or protected case study.
 * @param {string} [dir]
 * @param {string} [basePath]
 * @param {{ script?: string[], connect?: string[] }} [analytics]
 * @param {string[]} [hiddenPages]
 * @returns {{ pages: number, origins: string[] }}
 */
export function secureExport(
  dir = exportDir,
  basePath = configuredBasePath,
  analytics = {},
  hiddenPages = [],
) {
  const files = htmlFiles(dir);
  const hidden = (file) => hiddenPages.some((page) => pagePath(file).startsWith(page));
  const html = new Map(files.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
  // Client-side navigation keeps the first page's policy, so a form's endpoint is allowed on
  // every page, not only the one that holds the form.
  const origins = [...new Set([...html.values()].flatMap(formActionOrigins))].sort();
  const headerPolicies = {};
  const nginxPolicies = {};
  for (const [file, text] of html) {
    const meta = policyForHtml(text, origins, { meta: true, analytics });
    writeFileSync(path.join(dir, file), withPolicyMeta(text, meta));
    if (hidden(file)) continue;
    const policy = policyForHtml(text, origins, { analytics });
    const page = `${basePath}${pagePath(file)}`;
    headerPolicies[page] = policy;
    nginxPolicies[page] = policy;
    nginxPolicies[`${basePath}/${file.split(path.sep).join('/')}`] = policy;
  }
  const fallback = policyForHtml('', origins, { analytics });
  writeFileSync(path.join(dir, '_headers'), headersFile(headerPolicies, basePath));
  writeFileSync(path.join(dir, '_csp.nginx.conf'), nginxCspMap(nginxPolicies, fallback));
  writeFileSync(path.join(dir, '.nojekyll'), '');
  return { pages: files.length, origins };
}

// Run as the postbuild step (not when imported by the tests): the analytics settings come through
// the TypeScript hooks, so they are loaded only here.
async function main() {
  const { analyticsPolicy } = await import('./analytics-policy.mjs');
  const { hiddenPagePaths } = await import('./hidden-pages.mjs');
  const analytics = analyticsPolicy();
  const { pages, origins } = secureExport(
    exportDir,
    configuredBasePath,
    analytics,
    hiddenPagePaths(),
  );
  const extra = origins.length ? ` (forms send to ${origins.join(', ')})` : '';
  console.log(`csp: a strict Content-Security-Policy in ${pages} HTML files${extra}`);
  const added = [
    ...analytics.script.map((origin) => `script-src ${origin}`),
    ...analytics.connect.map((origin) => `connect-src ${origin}`),
  ];
  console.log(
    analytics.provider === 'none'
      ? 'csp: analytics off (provider "none"): nothing added to the policy'
      : `csp: analytics (${analytics.provider}) added to every page's policy: ${added.join(', ')}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
