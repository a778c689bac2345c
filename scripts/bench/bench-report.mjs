// The figures `npm run bench` takes from each Lighthouse result, their medians, the issue's
// targets against the framework floor, and the tables it prints and writes.

/**
 * @typedef {{ startTime: number, endTime: number }} Timing
 * @typedef {{ type: 'network', request: { url: string, resourceType: string,
 *   transferSize: number } } | { type: 'cpu', duration: number }} GraphNode
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   lcp: number, fcp: number, tbt: number, cls: number, lcpAfterFirstPaint: number,
 *   lcpGraphJsBytes: number, jsBytes: number, fontBytes: number, totalBytes: number,
 *   requests: number, lcpElement: string | null }} Sample
 * @typedef {Omit<Sample, 'lcpElement'> & { route: string, runs: number, lcpElement: string | null,
 *   lcpInFirstPaint: number }} Row
 */

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `graph` is scripts/bench/lcp-graph.mjs's account of the same run's simulated LCP. */
export function figures(lhr, graph) {
  const audit = (id) => lhr.audits[id];
  const resources = audit('resource-summary').details.items;
  const resource = (type) => resources.find((item) => item.resourceType === type) ?? {};
  const node = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  const observed = audit('metrics').details.items[0];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint').numericValue,
    fcp: audit('first-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    // In the unthrottled load Lighthouse observed: 0 when the LCP element was in the first paint.
    lcpAfterFirstPaint:
      observed.observedLargestContentfulPaint - observed.observedFirstContentfulPaint,
    // Script bytes the simulated LCP waited for: those the browser ran before the observed paint.
    lcpGraphJsBytes: (graph?.optimistic.kb.js ?? 0) * 1024,
    jsBytes: resource('script').transferSize ?? 0,
    fontBytes: resource('font').transferSize ?? 0,
    totalBytes: resource('total').transferSize ?? 0,
    requests: resource('total').requestCount ?? 0,
    lcpElement: node ? `${node.nodeLabel} (${node.selector})` : null,
  };
}

const kinds = { Document: 'html', Stylesheet: 'css', Font: 'font', Image: 'image', Script: 'js' };

/**
 * Sums a simulated graph: KB per kind of request, observed main-thread ms (the simulation runs it
 * four times slower), and the part that ends last. `nodeTimings` is Lantern's Map of node ->
 * { startTime, endTime } (simulated ms); CPU nodes carry their observed duration in microseconds.
 * @param {Map<GraphNode, Timing>} nodeTimings
 * @returns {{ kb: Record<'html' | 'css' | 'font' | 'image' | 'js' | 'other', number>,
 *   cpuMs: number, last: { label: string, endTime: number } | null }}
 */
export function summariseGraph(nodeTimings) {
  const kb = { html: 0, css: 0, font: 0, image: 0, js: 0, other: 0 };
  let cpuMs = 0;
  let last = null;
  for (const [node, timing] of nodeTimings) {
    let label;
    if (node.type === 'network') {
      const kind = kinds[node.request.resourceType] ?? 'other';
      kb[kind] += node.request.transferSize / 1024;
      label = `${kind} ${node.request.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]}`;
    } else {
      cpuMs += node.duration / 1000;
      label = `main-thread task (${Math.round(node.duration / 1000)} ms observed)`;
    }
    if (!last || timing.endTime > last.endTime) last = { label, endTime: timing.endTime };
  }
  return { kb, cpuMs, last };
}

const keys = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcp',
  'fcp',
  'tbt',
  'cls',
  'lcpAfterFirstPaint',
  'lcpGraphJsBytes',
  'jsBytes',
  'fontBytes',
  'totalBytes',
  'requests',
];

/**
 * @param {string} route
 * @param {Sample[]} samples
 * @returns {Row}
 */
export function summarise(route, samples) {
  const row = { route, runs: samples.length };
  for (const key of keys) row[key] = median(samples.map((s) => s[key]));
  const byLcp = [...samples].sort((a, b) => a.lcp - b.lcp)[Math.floor(samples.length / 2)];
  row.lcpElement = byLcp.lcpElement;
  // How many runs saw the LCP element in the first paint.
  row.lcpInFirstPaint = samples.filter((s) => s.lcpAfterFirstPaint <= 0).length;
  return row;
}

/**
 * Our route against the floor samples measured beside it. The targets are the ones set for the
 * figure owners see on PageSpeed: Performance at least the floor's minus 2, and no layout shift.
 * The simulated LCP and TBT ratios are printed, not targeted: the speed targets are set on real
 * throttled loads (`npm run bench:real`), where Lighthouse's simulation counts the framework's
 * scripts whenever a fast local load ran them before its first paint.
 * @param {Row} row
 * @param {Row} floor
 * @returns {Row & { floor: Row, lcpRatio: number, tbtRatio: number, perfDiff: number,
 *   misses: string[] }}
 */
export function compare(row, floor) {
  const ratios = {
    lcpRatio: row.lcp / floor.lcp,
    tbtRatio: row.tbt / floor.tbt,
    perfDiff: row.performance - floor.performance,
  };
  const misses = [];
  if (ratios.perfDiff < -2) misses.push(`Performance ${ratios.perfDiff} vs floor`);
  if (row.cls > 0) misses.push(`CLS ${row.cls.toFixed(3)}`);
  return { ...row, floor, ...ratios, misses };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const times = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : 'n/a');
const signed = (n) => (n > 0 ? `+${n}` : String(n));

const columns = [
  ['Route', (r) => r.route],
  ['Perf', (r) => r.performance],
  ['Perf (floor)', (r) => (r.floor ? `${signed(r.perfDiff)} (${r.floor.performance})` : '')],
  ['LCP', (r) => seconds(r.lcp)],
  ['LCP / floor', (r) => (r.floor ? `${times(r.lcpRatio)} (${seconds(r.floor.lcp)})` : '')],
  ['TBT', (r) => ms(r.tbt)],
  ['TBT / floor', (r) => (r.floor ? `${times(r.tbtRatio)} (${ms(r.floor.tbt)})` : '')],
  ['FCP', (r) => seconds(r.fcp)],
  ['CLS', (r) => r.cls.toFixed(3)],
  ['LCP in 1st paint', (r) => `${r.lcpInFirstPaint}/${r.runs}`],
  [
    'JS in LCP (floor)',
    (r) => `${kb(r.lcpGraphJsBytes)}${r.floor ? ` (${kb(r.floor.lcpGraphJsBytes)})` : ''}`,
  ],
  ['A11y/BP/SEO', (r) => `${r.accessibility}/${r.bestPractices}/${r.seo}`],
  ['JS', (r) => kb(r.jsBytes)],
  ['Fonts', (r) => kb(r.fontBytes)],
  ['Total', (r) => kb(r.totalBytes)],
];

/**
 * @param {Row[]} rows
 * @returns {string}
 */
export function markdownTable(rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map(([title]) => title)),
    line(columns.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map((row) => line(columns.map(([, cell]) => String(cell(row))))),
  ].join('\n');
}

export function textTable(rows) {
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
