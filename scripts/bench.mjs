// Lighthouse on every exported route: mobile preset with its default simulated throttling, several
// runs per route, median of each figure. Prints one table and writes it to artifacts/bench/ as JSON
// and Markdown. Usage: npm run bench [-- --build] [-- --runs 3] [-- --root out] [-- /route/ ...]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { exportedRoutes } from './exported-routes.mjs';
import { startStaticServer } from './static-server.mjs';

const args = process.argv.slice(2);
const root = args.includes('--root') ? args[args.indexOf('--root') + 1] : 'out';
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

if (args.includes('--build') || (root === 'out' && !existsSync(`${root}/index.html`))) {
  console.log('Building the static export...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const allRoutes = exportedRoutes(root);
const picked = args.filter((arg) => arg.startsWith('/'));
const routes = picked.length ? picked : allRoutes;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const resources = audit('resource-summary').details.items;
  const resource = (type) => resources.find((item) => item.resourceType === type) ?? {};
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]
    ?.node;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcp: audit('largest-contentful-paint').numericValue,
    fcp: audit('first-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    jsBytes: resource('script').transferSize ?? 0,
    totalBytes: resource('total').transferSize ?? 0,
    requests: resource('total').requestCount ?? 0,
    lcpElement: lcpElement ? `${lcpElement.nodeLabel} (${lcpElement.selector})` : null,
    failing: Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .filter((a) => a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id),
  };
}

const numeric = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcp',
  'fcp',
  'tbt',
  'cls',
];
const sizes = ['jsBytes', 'totalBytes', 'requests'];

function summarise(route, samples) {
  const row = { route };
  for (const key of [...numeric, ...sizes]) row[key] = median(samples.map((s) => s[key]));
  const byLcp = [...samples].sort((a, b) => a.lcp - b.lcp)[Math.floor(samples.length / 2)];
  row.lcpElement = byLcp.lcpElement;
  row.failingAudits = [...new Set(samples.flatMap((s) => s.failing))];
  row.misses = targetMisses(row);
  return row;
}

// The issue's targets; Home's LCP waits for the heading the spec reveals at 3.5 s.
function targetMisses(row) {
  const misses = [];
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) {
    if (row[key] < 100) misses.push(`${key} ${row[key]}`);
  }
  const lcpLimit = row.route === '/' ? 3700 : 1499;
  if (row.lcp > lcpLimit) misses.push(`LCP ${seconds(row.lcp)}`);
  if (row.tbt >= 50) misses.push(`TBT ${Math.round(row.tbt)} ms`);
  if (row.cls > 0) misses.push(`CLS ${row.cls.toFixed(3)}`);
  return misses;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const columns = [
  ['Route', (r) => r.route],
  ['Perf', (r) => r.performance],
  ['A11y', (r) => r.accessibility],
  ['BP', (r) => r.bestPractices],
  ['SEO', (r) => r.seo],
  ['LCP', (r) => seconds(r.lcp)],
  ['FCP', (r) => seconds(r.fcp)],
  ['TBT', (r) => `${Math.round(r.tbt)} ms`],
  ['CLS', (r) => r.cls.toFixed(3)],
  ['JS', (r) => kb(r.jsBytes)],
  ['Total', (r) => kb(r.totalBytes)],
  ['Requests', (r) => r.requests],
];

function markdownTable(rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map(([title]) => title)),
    line(columns.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map((row) => line(columns.map(([, cell]) => String(cell(row))))),
  ].join('\n');
}

function textTable(rows) {
  const cells = [
    columns.map(([title]) => title),
    ...rows.map((r) => columns.map(([, c]) => String(c(r)))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    )
    .join('\n');
}

const server = await startStaticServer({ root, port: 0 });
const base = `http://127.0.0.1:${server.address().port}`;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
  logLevel: 'silent',
});

const started = Date.now();
const rows = [];
let environment;
try {
  let done = 0;
  for (const route of routes) {
    const samples = [];
    for (let run = 1; run <= runs; run += 1) {
      const t0 = Date.now();
      const result = await lighthouse(base + route, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: categories,
      });
      if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${route}`);
      if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
      environment ??= result.lhr.environment;
      const sample = figures(result.lhr);
      samples.push(sample);
      done += 1;
      console.log(
        `[${String(done).padStart(2)}/${routes.length * runs}] ${route} run ${run}/${runs}: ` +
          `perf ${sample.performance}, LCP ${seconds(sample.lcp)}, TBT ${Math.round(sample.tbt)} ms, ` +
          `CLS ${sample.cls.toFixed(3)} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
      );
    }
    rows.push(summarise(route, samples));
  }
} finally {
  chrome.kill();
  server.close();
}

const lighthouseVersion = JSON.parse(
  await readFile(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
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
};
const about =
  `Measured ${machine.date} on ${machine.cpu}, ${machine.os}, Node ${machine.node}, ` +
  `${machine.browser}, Lighthouse ${machine.lighthouse} (mobile preset, simulated throttling), ` +
  `benchmarkIndex ${Math.round(machine.benchmarkIndex ?? 0)}, median of ${runs} runs per route.`;
const markdown = `${markdownTable(rows)}\n\n${about}\n`;

await mkdir('artifacts/bench', { recursive: true });
await writeFile('artifacts/bench/bench.json', `${JSON.stringify({ machine, rows }, null, 2)}\n`);
await writeFile('artifacts/bench/bench.md', markdown);

console.log(`\n${textTable(rows)}\n\n${about}`);
for (const row of rows) {
  console.log(`LCP element on ${row.route}: ${row.lcpElement ?? 'none reported'}`);
}
const missed = rows.filter((row) => row.misses.length);
console.log(
  missed.length
    ? `\nTargets missed:\n${missed.map((r) => `  ${r.route}: ${r.misses.join(', ')} (audits below 100%: ${r.failingAudits.join(', ')})`).join('\n')}`
    : '\nEvery route meets its targets.',
);
console.log(
  `Wrote artifacts/bench/bench.json and bench.md in ${((Date.now() - started) / 60000).toFixed(1)} min.`,
);
