// The browser suite: drives Debian's Chromium (playwright-core, no browser download) against the
// exported out/ folder served like nginx on 127.0.0.1, and against real nginx with the shipped
// deploy/nginx.conf (out/ at the root, and a BASE_PATH build under /portfolio/, built here first,
// only when a selected check needs it). One line per check, then a summary line.
// Usage: npm run build && npm run test:e2e [-- name-filter ...]
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';
import { buildVariant } from '../../scripts/build-variant.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { contactChecks } from './checks/contact.mjs';
import { headerChecks } from './checks/header.mjs';
import { introChecks } from './checks/intro.mjs';
import { lightboxChecks } from './checks/lightbox.mjs';
import { navigationChecks } from './checks/navigation.mjs';
import { nginxChecks, nginxSites } from './checks/nginx.mjs';
import { portfolioChecks } from './checks/portfolio.mjs';
import { printChecks } from './checks/print.mjs';
import { routeChecks } from './checks/routes.mjs';
import { CheckContext, Reporter } from './support/harness.mjs';
import { startNginx } from './support/nginx.mjs';

if (!existsSync('out/index.html')) {
  console.error('No exported site in out/. Run `npm run build` first.');
  process.exit(1);
}

const filters = process.argv.slice(2);
const checks = [
  ...introChecks(),
  ...routeChecks(),
  ...navigationChecks(),
  ...headerChecks(),
  ...portfolioChecks(),
  ...lightboxChecks(),
  ...printChecks(),
  ...contactChecks(),
  ...nginxChecks(),
].filter((c) => !filters.length || filters.some((f) => c.name.includes(f)));
// Pages run in parallel (2 cores: mostly waiting on timers and the network), except the checks
// that read the intro's timing, which run first and alone.
const workers = Number(process.env.E2E_WORKERS ?? 3);

const started = Date.now();
const reporter = new Reporter();
let server;
let browser;
const nginxServers = [];
try {
  server = await startStaticServer({ root: 'out', port: 0 });
  const base = `http://127.0.0.1:${server.address().port}`;
  const sites = { static: { base, basePath: '' } };
  for (const [name, { basePath, build }] of Object.entries(nginxSites)) {
    if (!checks.some((c) => c.site === name)) continue;
    if (build) {
      const env = Object.entries(build).map(([key, value]) => `${key}=${value}`);
      console.log(`Building the ${name} variant (${env.join(' ')}) for the nginx checks`);
    }
    const exportDir = build ? buildVariant(name, build) : 'out';
    sites[name] = await startNginx({ exportDir, basePath });
    nginxServers.push(sites[name]);
  }
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumFlags,
      // Nothing but the local server resolves, so no request can leave the machine.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  console.log(
    `Chromium ${browser.version()} against out/ at ${base}, ${workers} pages at a time\n`,
  );
  const run = (c) => new CheckContext(c.name, { browser, ...sites[c.site], reporter }).run(c.run);
  for (const c of checks.filter((c) => c.serial)) await run(c);
  const queue = checks.filter((c) => !c.serial);
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (queue.length) await run(queue.shift());
    }),
  );
} catch (error) {
  reporter.line(false, 'browser suite', error instanceof Error ? error.message : String(error));
} finally {
  await browser?.close();
  await Promise.all(nginxServers.map((nginx) => nginx.stop()));
  server?.closeAllConnections();
  server?.close();
}

console.log(
  `\nBrowser suite: ${checks.length} checks in ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(`${reporter.passed} passed, ${reporter.failed} failed`);
process.exitCode = reporter.failed > 0 || reporter.passed === 0 ? 1 : 0;
