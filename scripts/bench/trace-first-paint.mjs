// What a route's first paint waits for, from Chromium's own trace: the loads of `npm run bench:real`
// (a phone, Slow 4G, the CPU slowed down, cache off) with tracing on, the route as built beside the
// same page without scripts, interleaved. For each it prints the median first paint, the main
// thread's work before it by kind (parsing, scripts, style, layout, paint) and when each request
// the paint needed finished, so a difference between the two pages is named, not guessed.
// Usage: npm run bench:trace [-- --runs 5] [-- --cpu 6] [-- --root out] [-- /route/]
import { chromium } from 'playwright-core';
import { throttledPage } from './bench-real-load.mjs';
import { firstPaintBreakdown, median } from './trace-events.mjs';
import { chromiumFlags, chromiumPath } from '../test/chromium.mjs';
import { scriptFreeCopy } from './script-free-copy.mjs';
import { startStaticServer } from '../test/static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const root = option('--root', 'out');
const runs = Number(option('--runs', 5));
const cpu = Number(option('--cpu', 6));
const route = args.find((arg, i) => arg.startsWith('/') && !args[i - 1]?.startsWith('--')) ?? '/';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
].join(',');

/** One throttled load of `url` with tracing on; returns the trace's events. */
async function tracedLoad(browser, url) {
  const { context, page, cdp } = await throttledPage(browser, { cpu });
  try {
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(1500);
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    await context.close();
  }
}

const twin = scriptFreeCopy(root, 'artifacts/bench/without-scripts');
const sites = { ours: root, twin: twin.dir };
const servers = {};
for (const [site, dir] of Object.entries(sites)) {
  const server = await startStaticServer({ root: dir, port: 0 });
  servers[site] = { server, origin: `http://127.0.0.1:${server.address().port}` };
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const results = { ours: [], twin: [] };
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const site of run % 2 ? ['ours', 'twin'] : ['twin', 'ours']) {
      const events = await tracedLoad(browser, servers[site].origin + route);
      const breakdown = firstPaintBreakdown(events);
      results[site].push(breakdown);
      console.log(
        `run ${run} ${site.padEnd(4)} ${route}: first paint ${Math.round(breakdown.fcp)} ms, ` +
          `main thread before it ${Math.round(breakdown.busy)} ms`,
      );
    }
  }
} finally {
  await browser.close();
  for (const { server } of Object.values(servers)) server.close();
}

const round = (ms) => String(Math.round(ms)).padStart(5);
for (const [site, loads] of Object.entries(results)) {
  const kinds = [...new Set(loads.flatMap((load) => Object.keys(load.kinds)))].sort(
    (a, b) => median(loads.map((l) => l.kinds[b] ?? 0)) - median(loads.map((l) => l.kinds[a] ?? 0)),
  );
  console.log(
    `\n${site} ${route} at ${cpu}x, medians of ${loads.length}: first paint ` +
      `${Math.round(median(loads.map((l) => l.fcp)))} ms, main thread before it ` +
      `${Math.round(median(loads.map((l) => l.busy)))} ms`,
  );
  for (const kind of kinds.slice(0, 12)) {
    console.log(`  ${round(median(loads.map((l) => l.kinds[kind] ?? 0)))} ms  ${kind}`);
  }
  console.log('  requests finished before the first paint (median end, ms):');
  const urls = [...new Set(loads.flatMap((load) => load.requests.map((r) => r.url)))];
  const ends = urls
    .map((url) => ({
      url,
      end: median(loads.map((l) => l.requests.find((r) => r.url === url)?.end ?? Infinity)),
    }))
    .filter(({ end }) => Number.isFinite(end))
    .sort((a, b) => a.end - b.end);
  for (const { url, end } of ends) console.log(`  ${round(end)}  ${url}`);
  console.log('  the frame that painted first (median ms of each kind):');
  const frameKinds = [...new Set(loads.flatMap((load) => Object.keys(load.paintFrame)))];
  for (const kind of frameKinds) {
    const ms = median(loads.map((l) => l.paintFrame[kind] ?? 0));
    if (ms >= 1) console.log(`  ${round(ms)} ms  ${kind}`);
  }
}
