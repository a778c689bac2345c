// Why a route's simulated LCP is what it is: runs Lighthouse (the bench's settings) on routes of the
// export and on the framework floor, one after the other, and prints what each run's LCP graph
// holds (scripts/bench/lcp-graph.mjs). Usage: npm run bench:lcp [-- --runs 3] [-- --root out] [--
// /route/ ...]
import { lcpGraph } from './lcp-graph.mjs';
import { benchArgs, lighthouseSession } from './lighthouse-session.mjs';

const { root, runs, routes: picked } = benchArgs(process.argv.slice(2), { runs: 3 });
const routes = picked.length ? picked : ['/', '/portfolio/atlas-base/'];

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const describe = ({ ms, kb, cpuMs, last }) =>
  `${seconds(ms)}: ${Object.entries(kb)
    .filter(([, size]) => size > 0)
    .map(([kind, size]) => `${kind} ${size.toFixed(1)} KB`)
    .join(', ')}; ${Math.round(cpuMs)} ms of main-thread work (observed); ends with ${last.label}`;

const session = await lighthouseSession(root);
try {
  for (const route of routes) {
    for (let run = 1; run <= runs; run += 1) {
      for (const [name, url] of [
        [route, session.site + route],
        ['floor /', session.floor],
      ]) {
        const result = await session.run(url);
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
  session.close();
}
