// What a visitor on a phone waits for: real loads in Chromium with applied throttling (412x823 at
// 1.75 DPR, Slow 4G, 4x and 6x CPU, cache off), each route of the export beside two references
// loaded in the same rotation: the same page without scripts (the limit of our own design, made
// here from the export) and the framework floor (scripts/bench/hello-world.mjs). `--peer DIR` adds
// another export's `/` and `/blog/` to the rotation. Writes artifacts/bench/real.json and real.md;
// `--also NAME=DIR` adds another build of the site (say, main's) for a before/after table from
// the same sitting. `--docs` also puts the table into docs/performance.md.
// Usage: npm run bench:real [-- --runs 5] [-- --cpu 4,6] [-- --peer DIR] [-- --also main=DIR]
//        [-- --docs] [-- /route/ ...]
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { network, phone, throttledLoad } from './bench-real-load.mjs';
import {
  compareRoutes,
  comparePeer,
  markdownTable,
  peerPairs,
  runLines,
  targets,
  versionsTable,
} from './bench-real-report.mjs';
import { chromiumFlags, chromiumPath } from '../test/chromium.mjs';
import { exportedRoutes } from '../shared/exported-routes.mjs';
import { floorExport } from './hello-world.mjs';
import { scriptFreeCopy } from './script-free-copy.mjs';
import { startStaticServer } from '../test/static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const valueAt = new Set(
  args.flatMap((arg, i) => (arg.startsWith('--') && arg !== '--docs' ? [i + 1] : [])),
);
const root = option('--root', 'out');
const runs = Number(option('--runs', 5));
const cpus = option('--cpu', '4,6').split(',').map(Number);
const peerDir = option('--peer', null);
const jsonFile = option('--out', 'artifacts/bench/real.json');
const picked = args.filter((arg, i) => arg.startsWith('/') && !valueAt.has(i));
// `--also NAME=DIR` (repeatable): another build of our site in the same rotation, e.g. main's.
const versions = args
  .map((arg, i) => (arg === '--also' ? args[i + 1] : null))
  .filter(Boolean)
  .map((value) => value.split('='));

/** The portfolio filtered by its first category, the deep link a visitor may be sent. */
function deepLink() {
  const html = readFileSync(`${root}/portfolio/index.html`, 'utf8');
  const name = /<button[^>]*aria-pressed="false"[^>]*>([^<]+)/.exec(html)?.[1];
  if (!name) return [];
  const slug = name
    .replace(/&amp;/g, '&')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return [`/portfolio/?category=${slug}`];
}
const routes = picked.length ? picked : [...exportedRoutes(root), ...deepLink()];

const twin = scriptFreeCopy(root, 'artifacts/bench/without-scripts');
const dirs = {
  ours: root,
  twin: twin.dir,
  floor: floorExport(),
  peer: peerDir,
  ...Object.fromEntries(versions),
};
const servers = {};
for (const [site, dir] of Object.entries(dirs)) {
  if (!dir) continue;
  const server = await startStaticServer({ root: dir, port: 0 });
  servers[site] = { server, origin: `http://127.0.0.1:${server.address().port}` };
}
const peerRoutes = peerDir ? [...new Set(peerPairs.map(([, route]) => route))] : [];

// One rotation: every route as built and without scripts, each beside a load of the floor, then
// the peer's pages. The floor's blocking time spreads as widely as a route's (one long task of
// 140-180 ms at 4x): with one floor load per rotation its median rested on 5-7 loads and moved
// by 10 ms between sittings, the size of the margin it sets. Its median is over all its loads.
const rotation = [
  ...routes.flatMap((route) => [
    { site: 'floor', route: '/', beside: route },
    { site: 'ours', route },
    { site: 'twin', route },
    ...versions.map(([site]) => ({ site, route })),
  ]),
  ...peerRoutes.map((route) => ({ site: 'peer', route })),
];

const loadAverages = [os.loadavg()[0]];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const samples = [];
const started = Date.now();
const total = runs * cpus.length * rotation.length;
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const cpu of cpus) {
      // Every other rotation runs backwards, so no load always follows the same one.
      const order = run % 2 ? rotation : [...rotation].reverse();
      for (const { site, route, beside } of order) {
        const figures = await throttledLoad(browser, servers[site].origin + route, { cpu });
        samples.push({ site, route, cpu, run, ...(beside && { beside }), ...figures });
        console.log(
          `[${samples.length}/${total}] run ${run} ${cpu}x ${site.padEnd(5)} ${route}: ` +
            `FCP ${Math.round(figures.fcp)} LCP ${Math.round(figures.lcp)} ms` +
            `${figures.lcpInFirstPaint ? '' : ' (after 1st paint)'}, blocking ` +
            `${Math.round(figures.blocking)} ms, CLS ${figures.cls.toFixed(3)}, ${figures.kb.toFixed(0)} KB`,
        );
      }
      loadAverages.push(os.loadavg()[0]);
    }
  }
} finally {
  await browser.close();
  for (const { server } of Object.values(servers)) server.close();
}

const rows = compareRoutes(samples, { routes, cpus });
const peers = peerDir ? cpus.flatMap((cpu) => comparePeer(samples, { cpu })) : [];
const loadAverage = {
  min: Math.min(...loadAverages),
  max: Math.max(...loadAverages),
  mean: loadAverages.reduce((a, b) => a + b, 0) / loadAverages.length,
};
const machine = {
  date: new Date().toISOString(),
  cpu: `${os.cpus()[0]?.model.trim()} (${os.cpus().length} cores)`,
  node: process.version,
  browser: `Chromium ${browser.version()}`,
  runsPerRoute: runs,
  phone,
  network,
  loadAverage,
};
const about =
  `Measured ${machine.date.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpu}, ${machine.browser}, ` +
  `${phone.width}x${phone.height} at ${phone.deviceScaleFactor} DPR, ${network.latency} ms latency, ` +
  `${(network.downloadKbps / 1024).toFixed(1)} Mbit/s down, cache off; medians of ${runs} interleaved ` +
  `loads per route and CPU slowdown; load average ${loadAverage.min.toFixed(1)}-${loadAverage.max.toFixed(1)} ` +
  `(mean ${loadAverage.mean.toFixed(1)}, 1-minute, sampled after every rotation)` +
  `${peerDir ? `; peer: ${peerDir}` : ''}.`;
const versionTable = versions.length
  ? `\n\n${versionsTable(samples, { routes, cpus, versions: versions.map(([site]) => site) })}`
  : '';
const markdown = `${markdownTable(rows, peers)}${versionTable}\n\n${about}`;

await mkdir('artifacts/bench', { recursive: true });
await writeFile(
  jsonFile,
  `${JSON.stringify({ machine, routes, rows, peers, samples }, null, 2)}\n`,
);
await writeFile(jsonFile.replace(/\.json$/, '.md'), `${markdown}\n`);
if (args.includes('--docs')) {
  const docsFile = 'docs/performance.md';
  const docs = readFileSync(docsFile, 'utf8');
  const block = /(<!-- bench:real:start[^>]*-->\n)[\s\S]*?(\n<!-- bench:real:end -->)/;
  if (!block.test(docs)) throw new Error(`${docsFile} has no bench:real markers`);
  // The table alone: the machine, browser and date stay in artifacts/bench/real.md.
  const table = markdownTable(rows, peers);
  writeFileSync(
    docsFile,
    docs.replace(block, (_, start, end) => start + table + end),
  );
}

console.log(`\n${markdown}\n\nEvery run (ms):\n${runLines(rows).join('\n')}`);
const missed = rows.filter((row) => row.cpu === targets.cpu && row.misses.length);
const behind = peers.filter((p) => p.cpu === targets.cpu && !p.ahead);
console.log(
  missed.length || behind.length
    ? `\nTargets missed at ${targets.cpu}x:\n${[
        ...missed.map((r) => `  ${r.route}: ${r.misses.join(', ')}`),
        ...behind.map((p) => `  ${p.route}: LCP later than the peer's ${p.peerRoute}`),
      ].join('\n')}`
    : `\nEvery route meets its targets at ${targets.cpu}x.`,
);
console.log(`Wrote ${jsonFile} and its .md in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
