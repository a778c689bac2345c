// The browser suite: drives Debian's Chromium (playwright-core, no browser download) against the
// exported out/ folder served like nginx on 127.0.0.1, and against real nginx with the shipped
// deploy/nginx.conf (out/ at the root, and a BASE_PATH build under /portfolio/, built here first,
// only when a selected check needs it). One line per check, then a summary line.
// Usage: npm run build && npm run test:e2e [-- name-filter ...]
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/test/chromium.mjs';
import { startStaticServer } from '../../scripts/test/static-server.mjs';
import { adminChecks } from './checks/admin.mjs';
import { analyticsChecks } from './checks/analytics.mjs';
import { caseStudyCraftChecks } from './checks/case-study-craft.mjs';
import { caseStudyGridChecks } from './checks/case-study-grid.mjs';
import { contactChecks } from './checks/contact.mjs';
import { criticalCssChecks } from './checks/critical-css.mjs';
import { elsewhereChecks } from './checks/elsewhere.mjs';
import { contactDeliveryChecks } from './checks/contact-delivery.mjs';
import { headerChecks } from './checks/header.mjs';
import { introChecks } from './checks/intro.mjs';
import { introSettingChecks } from './checks/intro-settings.mjs';
import { languageChecks } from './checks/languages.mjs';
import { lightboxChecks } from './checks/lightbox.mjs';
import { mediaChecks } from './checks/media.mjs';
import { navigationChecks } from './checks/navigation.mjs';
import { nginxChecks } from './checks/nginx.mjs';
import { notesChecks } from './checks/notes.mjs';
import { portfolioChecks } from './checks/portfolio.mjs';
import { printChecks } from './checks/print.mjs';
import { privateChecks } from './checks/private.mjs';
import { progressiveChecks } from './checks/progressive.mjs';
import { routeChecks } from './checks/routes.mjs';
import { themeChecks } from './checks/theme.mjs';
import { trustChecks } from './checks/trust.mjs';
import { videoLoopLayoutChecks } from './checks/video-loop-layout.mjs';
import { CheckContext, Reporter } from './support/harness.mjs';
import { slowAssetDelay } from './support/slow-assets.mjs';

if (!existsSync('out/index.html')) {
  console.error('No exported site in out/. Run `npm run build` first.');
  process.exit(1);
}

const filters = process.argv.slice(2);
const checks = [
  ...introChecks(),
  ...introSettingChecks(),
  ...routeChecks(),
  ...criticalCssChecks(),
  ...progressiveChecks(),
  ...navigationChecks(),
  ...headerChecks(),
  ...portfolioChecks(),
  ...lightboxChecks(),
  ...elsewhereChecks(),
  ...mediaChecks(),
  ...caseStudyCraftChecks(),
  ...caseStudyGridChecks(),
  ...videoLoopLayoutChecks(),
  ...printChecks(),
  ...contactChecks(),
  ...trustChecks(),
  ...contactDeliveryChecks(),
  ...privateChecks(),
  ...analyticsChecks(),
  ...nginxChecks(),
  ...themeChecks(),
  ...languageChecks(),
  ...adminChecks(),
  ...notesChecks(),
].filter((c) => !filters.length || filters.some((f) => c.name.includes(f)));
// Pages run in parallel (2 cores: mostly waiting on timers and the network), except the checks
// that read the intro's timing, which run first and alone.
const workers = Number(process.env.E2E_WORKERS ?? 3);

const started = Date.now();
const reporter = new Reporter();
let server;
let browser;
// Variant sites (their own build and servers), started one after another before any check and
// only when a selected check needs them, so a filtered run skips their builds.
const sites = new Map();
try {
  for (const { site } of checks) {
    if (site && !sites.has(site)) sites.set(site, await site.start());
  }
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
  const run = (c) => {
    const site = sites.get(c.site);
    const { allowedOrigins } = site ?? {};
    const t = new CheckContext(c.name, {
      browser,
      base: site?.base ?? base,
      basePath: site?.basePath,
      reporter,
      allowedOrigins,
    });
    return t.run(() => c.run(t, site));
  };
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
  for (const site of sites.values()) await site.close();
}

console.log(
  `\nBrowser suite: ${checks.length} checks in ${Math.round((Date.now() - started) / 1000)} s`,
);
const checkSeconds = reporter.times.reduce((sum, { ms }) => sum + ms, 0) / 1000;
console.log(`Check time: ${Math.round(checkSeconds)} s in all, ${workers} pages at a time`);
console.log(`Slowest: ${reporter.slowest().join(' · ')}`);
console.log(`${reporter.passed} passed, ${reporter.failed} failed`);
process.exitCode = reporter.failed > 0 || reporter.passed === 0 ? 1 : 0;
