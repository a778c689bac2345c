// Lighthouse (mobile preset, default simulated throttling) on every exported route, beside the
// framework floor (scripts/bench/hello-world.mjs) measured in the same sitting: for each route,
// each run measures the floor and the route one after the other, so machine load hits both alike.
// Prints medians, our figures over the floor's and the issue's targets; writes
// artifacts/bench/bench.json and bench.md. Usage: npm run bench [-- --build] [-- --runs 5] [--
// --root out] [-- /route/ ...]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { compare, figures, markdownTable, summarise, textTable } from './bench-report.mjs';
import { exportedRoutes } from '../shared/exported-routes.mjs';
import { lcpGraph } from './lcp-graph.mjs';
import { benchArgs, lighthouseSession } from './lighthouse-session.mjs';

const args = process.argv.slice(2);
const { root, runs, routes: picked } = benchArgs(args, { runs: 5 });
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

if (args.includes('--build') || (root === 'out' && !existsSync(`${root}/index.html`))) {
  console.log('Building the static export...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const routes = picked.length ? picked : exportedRoutes(root);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const session = await lighthouseSession(root, { categories });
let environment;
async function measure(url) {
  const result = await session.run(url);
  environment ??= result.lhr.environment;
  return figures(result.lhr, await lcpGraph(result));
}

const started = Date.now();
const rows = [];
const floorSamples = [];
try {
  let done = 0;
  for (const route of routes) {
    const ours = [];
    const theirs = [];
    for (let run = 1; run <= runs; run += 1) {
      // Alternate which goes first, so neither always follows the other.
      const order = run % 2 ? ['floor', 'site'] : ['site', 'floor'];
      for (const which of order) {
        const sample = await measure(which === 'floor' ? session.floor : session.site + route);
        (which === 'floor' ? theirs : ours).push(sample);
      }
      const [us, them] = [ours.at(-1), theirs.at(-1)];
      done += 1;
      console.log(
        `[${String(done).padStart(2)}/${routes.length * runs}] ${route} run ${run}/${runs}: ` +
          `perf ${us.performance} (floor ${them.performance}), LCP ${seconds(us.lcp)} ` +
          `(floor ${seconds(them.lcp)}), TBT ${Math.round(us.tbt)} ms (floor ${Math.round(them.tbt)} ms)`,
      );
    }
    floorSamples.push(...theirs);
    rows.push(compare(summarise(route, ours), summarise('floor /', theirs)));
  }
} finally {
  session.close();
}

const table = [summarise('floor /', floorSamples), ...rows];
const lighthouseVersion = JSON.parse(
  await readFile(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
).version;
const machine = {
  date: new Date().toISOString().slice(0, 10),
  cpu: `${os.cpus()[0]?.model.trim()} (${os.cpus().length} cores)`,
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  browser: environment?.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'unknown',
  lighthouse: lighthouseVersion,
  benchmarkIndex: environment?.benchmarkIndex,
  runsPerRoute: runs,
  loadAverage: os.loadavg()[0],
};
const about =
  `Measured ${machine.date} on ${machine.cpu}, ${machine.os}, Node ${machine.node}, ` +
  `${machine.browser}, Lighthouse ${machine.lighthouse} (mobile preset, simulated throttling), ` +
  `benchmarkIndex ${Math.round(machine.benchmarkIndex ?? 0)}, load average ${machine.loadAverage.toFixed(1)}; ` +
  `medians of ${runs} runs per route, each run measuring the floor beside the route ` +
  `(ratios against those floor runs; the floor row is the median of all of them).`;

await mkdir('artifacts/bench', { recursive: true });
await writeFile('artifacts/bench/bench.json', `${JSON.stringify({ machine, table }, null, 2)}\n`);
await writeFile('artifacts/bench/bench.md', `${markdownTable(table)}\n\n${about}\n`);

console.log(`\n${textTable(table)}\n\n${about}`);
for (const row of table) {
  console.log(`LCP element on ${row.route}: ${row.lcpElement ?? 'none reported'}`);
}
const missed = rows.filter((row) => row.misses.length);
console.log(
  missed.length
    ? `\nTargets missed:\n${missed.map((r) => `  ${r.route}: ${r.misses.join(', ')}`).join('\n')}`
    : '\nEvery route meets its targets against the floor.',
);
console.log(
  `Wrote artifacts/bench/bench.json and bench.md in ${((Date.now() - started) / 60000).toFixed(1)} min.`,
);
