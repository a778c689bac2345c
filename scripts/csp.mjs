// Runs after `next build` (npm's postbuild, last): gives every exported HTML page its own strict
// Content-Security-Policy as the first element of <head>, and writes the host files beside the
// pages: `_headers` (Netlify, Cloudflare Pages), `_csp.nginx.conf` (the same policies for
// deploy/nginx.conf) and `.nojekyll` (GitHub Pages would otherwise drop the `_next/` folder).
// Honours EXPORT_DIR and BASE_PATH.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePath as configuredBasePath } from '../lib/site/base-path.mjs';
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

export function secureExport(dir = exportDir, basePath = configuredBasePath) {
  const files = htmlFiles(dir);
  const html = new Map(files.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
  // Client-side navigation keeps the first page's policy, so a form's endpoint is allowed on
  // every page, not only the one that holds the form.
  const origins = [...new Set([...html.values()].flatMap(formActionOrigins))].sort();
  const headerPolicies = {};
  const nginxPolicies = {};
  for (const [file, text] of html) {
    const meta = policyForHtml(text, origins, { meta: true });
    writeFileSync(path.join(dir, file), withPolicyMeta(text, meta));
    const policy = policyForHtml(text, origins);
    const page = `${basePath}${pagePath(file)}`;
    headerPolicies[page] = policy;
    nginxPolicies[page] = policy;
    nginxPolicies[`${basePath}/${file.split(path.sep).join('/')}`] = policy;
  }
  const fallback = policyForHtml('', origins);
  writeFileSync(path.join(dir, '_headers'), headersFile(headerPolicies, basePath));
  writeFileSync(path.join(dir, '_csp.nginx.conf'), nginxCspMap(nginxPolicies, fallback));
  writeFileSync(path.join(dir, '.nojekyll'), '');
  return { pages: files.length, origins };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { pages, origins } = secureExport();
  const extra = origins.length ? ` (forms send to ${origins.join(', ')})` : '';
  console.log(`csp: a strict Content-Security-Policy in ${pages} HTML files${extra}`);
}
