// Why a route's simulated LCP is what it is: runs Lighthouse (the bench's settings) on routes of the
// export and on the framework floor, one after the other, and prints what each run's LCP graph
// holds (scripts/lcp-graph.mjs). Usage: npm run bench:lcp [-- --runs 3] [-- --root out] [-- /route/ ...]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { floorExport } from './hello-world.mjs';
import { lcpGraph } from './lcp-graph.mjs';
import { startStaticServer } from './static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const root = option('--root', 'out');
const runs = Number(option('--runs', 3));
const optionValues = ['--root', '--runs'].map((name) => args.indexOf(name) + 1).filter(Boolean);
const picked = args.filter((arg, i) => arg.startsWith('/') && !optionValues.includes(i));
const routes = picked.length ? picked : ['/', '/portfolio/atlas-base/'];

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const describe = ({ ms, kb, cpuMs, last }) =>
  `${seconds(ms)}: ${Object.entries(kb)
    .filter(([, size]) => size > 0)
    .map(([kind, size]) => `${kind} ${size.toFixed(1)} KB`)
    .join(', ')}; ${Math.round(cpuMs)} ms of main-thread work (observed); ends with ${last.label}`;

const servers = await Promise.all(
  [root, floorExport()].map((dir) => startStaticServer({ root: dir, port: 0 })),
);
const [site, floor] = servers.map((s) => `http://127.0.0.1:${s.address().port}`);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
  logLevel: 'silent',
});
try {
  for (const route of routes) {
    for (let run = 1; run <= runs; run += 1) {
      for (const [name, url] of [
        [route, site + route],
        ['floor /', `${floor}/`],
      ]) {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
        });
        const graph = await lcpGraph(result);
        const observed = result.lhr.audits.metrics.details.items[0];
        console.log(
          `${name} run ${run}/${runs}: LCP ${seconds(graph.lcp)} (observed unthrottled: first paint ` +
            `${Math.round(observed.observedFirstContentfulPaint)} ms, largest ` +
            `${Math.round(observed.observedLargestContentfulPaint)} ms); it waited for ` +
            `${graph.optimistic.kb.js.toFixed(1)} KB of scripts\n` +
            `  optimistic ${describe(graph.optimistic)}\n  pessimistic ${describe(graph.pessimistic)}`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  for (const server of servers) server.close();
}
