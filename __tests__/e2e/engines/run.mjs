// The cross-engine browser suite: the engines a visitor uses besides Chromium. Debian's Firefox ESR
// (puppeteer-core over WebDriver BiDi) and WebKitGTK (WebKitWebDriver and MiniBrowser under Xvfb)
// against the exported out/ folder served over plain http://127.0.0.1 by
// scripts/test/static-server.mjs, at 390 and 1280 px; the language checks against the fixture's
// export (npm run build:fixture, English and German) and a protected case study's unlock on a
// second server, started only when a selected check needs it. The Chromium suite (../run.mjs)
// stays the full one; this is the smaller set every engine must pass. One line per check step, then a summary line; non-zero exit on a
// failure.
// Usage: npm run build && npm run test:engines [-- firefox|webkit] [-- name-filter ...]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Reporter } from '../support/harness.mjs';
import { adminChecks } from './checks-admin.mjs';
import { languageChecks } from './checks-languages.mjs';
import { navigationChecks } from './checks-navigation.mjs';
import { notesChecks } from './checks-notes.mjs';
import { pageChecks } from './checks-pages.mjs';
import { privateChecks } from './checks-private.mjs';
import { widgetChecks } from './checks-widgets.mjs';
import { launchFirefox } from './firefox.mjs';
import { EngineContext } from './harness.mjs';
import { startEngineServer } from './server.mjs';
import { launchWebKit } from './webkit.mjs';

const root = process.env.E2E_OUT ?? 'out';
if (!existsSync(`${root}/index.html`)) {
  console.error(`No exported site in ${root}/. Run \`npm run build\` first.`);
  process.exit(1);
}
const fixtureOut = path.resolve('artifacts/fixture/site/out');

const engines = { firefox: launchFirefox, webkit: launchWebKit };
const args = process.argv.slice(2);
const chosen = args.filter((arg) => arg.toLowerCase() in engines).map((arg) => arg.toLowerCase());
const filters = args.filter((arg) => !(arg.toLowerCase() in engines));

// On a Mac the WebKit checks cannot run (WebKitGTK and Xvfb are Linux programs; safaridriver is
// not wired in): scripts/test/system-deps.mjs says so and asks for SKIP_ENGINES=webkit.
const skipped = (process.env.SKIP_ENGINES ?? '').toLowerCase().split(',').filter(Boolean);
const selected = (chosen.length ? chosen : Object.keys(engines)).filter((key) => {
  if (skipped.includes(key)) console.log(`${key}: skipped (SKIP_ENGINES)`);
  return !skipped.includes(key);
});

const checksFor = (engineName) =>
  [
    ...pageChecks(engineName),
    ...navigationChecks(),
    ...widgetChecks(),
    ...languageChecks(),
    ...notesChecks(),
    ...privateChecks(),
    ...adminChecks(),
  ].filter((c) => !filters.length || filters.some((f) => c.name.includes(f)));
const names = { firefox: 'Firefox', webkit: 'WebKit' };
if (selected.some((key) => checksFor(names[key]).some((c) => c.site === 'fixture'))) {
  if (!existsSync(path.join(fixtureOut, 'index.html'))) {
    console.error(
      'The language checks need the fixture site: artifacts/fixture/site/out has no export. Run `npm run build:fixture` first.',
    );
    process.exit(1);
  }
}

/** One check's report lines, held until it is known whether the check runs again. */
class BufferedLines {
  lines = [];
  line(ok, label, reason) {
    this.lines.push([ok, label, reason]);
  }
  get failed() {
    return this.lines.some(([ok]) => !ok);
  }
  get firstFailure() {
    const [, label, reason] = this.lines.find(([ok]) => !ok);
    return `${label}: ${reason}`.slice(0, 300);
  }
  flush(reporter) {
    for (const line of this.lines) reporter.line(...line);
  }
}

const started = Date.now();
const reporter = new Reporter();
let count = 0;
let engine;
// Ctrl+C or a timeout: close the browsers, the driver and Xvfb this run started.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await engine?.close();
    process.exit(1);
  });
}
for (const key of selected) {
  const since = Date.now();
  const server = await startEngineServer(root);
  const checks = checksFor(names[key]);
  // The fixture's server, once per engine, only if a selected check needs it.
  const fixture = checks.some((c) => c.site === 'fixture')
    ? await startEngineServer(fixtureOut, { moves: true })
    : null;
  try {
    engine = await engines[key]();
    count += checks.length;
    console.log(`\n${engine.version} against ${root}/ at ${server.base}, one page at a time`);
    if (fixture) console.log(`and the fixture's export at ${fixture.base}`);
    console.log('');
    // One page at a time: the intro's timing is read from the page's own clock, and the two
    // engines share 2 cores with nothing else of the suite's.
    for (const c of checks) {
      const site = c.site === 'fixture' ? fixture : server;
      // A check whose browser or driver died under it runs once more on a fresh one (a note says
      // so); its first lines are dropped. A check that fails with the browser alive fails.
      for (let attempt = 1; ; attempt += 1) {
        const lines = new BufferedLines();
        await new EngineContext(c, { engine, server: site, reporter: lines }).run((t) => c.run(t));
        if (lines.failed && attempt === 1 && (await engine.lost())) {
          console.log(
            `note ${engine.name} › ${c.name}: the browser was lost (${lines.firstFailure}); once more on a new one`,
          );
          await engine.recover();
          continue;
        }
        lines.flush(reporter);
        break;
      }
    }
  } catch (error) {
    reporter.line(false, key, error instanceof Error ? error.message : String(error));
  } finally {
    await engine?.close();
    engine = undefined;
    server.close();
    fixture?.close();
  }
  console.log(`${key}: ${Math.round((Date.now() - since) / 1000)} s`);
}

console.log(
  `\nCross-engine suite: ${count} checks in ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(`${reporter.passed} passed, ${reporter.failed} failed`);
process.exitCode = reporter.failed > 0 || reporter.passed === 0 ? 1 : 0;
