// The page routes an export holds, in site order: a case study is any folder of portfolio/ with an
// index.html (Next also writes __next.* payload folders and files there, which are not pages).
import { existsSync, readdirSync } from 'node:fs';

export function exportedRoutes(root = 'out') {
  const caseStudies = readdirSync(`${root}/portfolio`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => existsSync(`${root}/portfolio/${entry.name}/index.html`))
    .map((entry) => `/portfolio/${entry.name}/`);
  return ['/', '/portfolio/', ...caseStudies, '/process/', '/about/', '/contact/'];
}
