// The browser suite: drives Debian's Chromium (playwright-core, no browser download) against the
// exported out/ folder served like nginx on 127.0.0.1. One line per check, then a summary line.
// Usage: npm run build && npm run test:e2e [-- name-filter ...]
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { contactChecks } from './checks/contact.mjs';
import { headerChecks } from './checks/header.mjs';
import { introChecks } from './checks/intro.mjs';
import { navigationChecks } from './checks/navigation.mjs';
import { portfolioChecks } from './checks/portfolio.mjs';
import { routeChecks } from './checks/routes.mjs';
import { CheckContext, Reporter } from './support/harness.mjs';
import { slowAssetDelay } from './support/slow-assets.mjs';

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
  ...contactChecks(),
].filter((c) => !filters.length || filters.some((f) => c.name.includes(f)));
// Pages run in parallel (2 cores: mostly waiting on timers and the network), except the checks
// that read the intro's timing, which run first and alone.
const workers = Number(process.env.E2E_WORKERS ?? 3);

const started = Date.now();
const reporter = new Reporter();
let server;
let browser;
try {
  server = await startStaticServer({ root: 'out', port: 0, delay: slowAssetDelay });
  const base = `http://127.0.0.1:${server.address().port}`;
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
  const run = (c) => new CheckContext(c.name, { browser, base, reporter }).run(c.run);
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
  server?.closeAllConnections();
  server?.close();
}

console.log(
  `\nBrowser suite: ${checks.length} checks in ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(`${reporter.passed} passed, ${reporter.failed} failed`);
process.exitCode = reporter.failed > 0 || reporter.passed === 0 ? 1 : 0;
