// Medians, ratios, targets and tables for `npm run bench:real`, from its samples: one per load,
// { site: 'ours' | 'twin' | 'floor' | 'peer', route, cpu, run, fcp, lcp, lcpElement,
//   lcpInFirstPaint, cls, blocking, kb }. "twin" is the same page without scripts; a floor load
// names in `beside` the route it was loaded next to.
import { median } from './bench-report.mjs';

/**
 * @typedef {{ site: string, route: string, cpu: number, run: number, beside?: string,
 *   fcp: number | null, lcp: number | null, lcpElement: string | null, lcpInFirstPaint: boolean,
 *   cls: number, blocking: number, kb: number }} RealSample
 * @typedef {{ runs: number, fcp: number, lcp: number, cls: number, worstCls: number,
 *   blocking: number, kb: number, lcpElement: string | null, lcpInFirstPaint: number,
 *   lcpRuns: (number | null)[], blockingRuns: number[] }} Summary
 * @typedef {{ route: string, cpu: number, ours: Summary, twin: Summary, floor: Summary,
 *   floorBeside: Summary, lcpRatio: number, blockingRatio: number, misses: string[] }} RouteRow
 * @typedef {{ route: string, peerRoute: string, cpu: number, ours: Summary, peer: Summary,
 *   ahead: boolean }} PeerRow
 */

export const targets = { lcpRatio: 1.1, blockingRatio: 1.1, cpu: 4 };
// Our page, and the peer's page a visitor would compare it with.
export const peerPairs = [
  ['/', '/'],
  ['/about/', '/blog/'],
];

const mostCommon = (values) => {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};

/**
 * The median figures of one site's route at one CPU slowdown, and every run's LCP and blocking.
 * @param {RealSample[]} samples
 * @returns {Summary}
 */
export function summarise(samples) {
  const pick = (key) => median(samples.map((s) => s[key]).filter((v) => v !== null));
  return {
    runs: samples.length,
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    worstCls: Math.max(...samples.map((s) => s.cls)),
    blocking: pick('blocking'),
    kb: pick('kb'),
    lcpElement: mostCommon(samples.map((s) => s.lcpElement)),
    lcpInFirstPaint: samples.filter((s) => s.lcpInFirstPaint).length,
    lcpRuns: samples.map((s) => s.lcp),
    blockingRuns: samples.map((s) => s.blocking),
  };
}

const group = (samples, site, route, cpu) =>
  samples.filter((s) => s.site === site && s.route === route && s.cpu === cpu);

/**
 * One row per route and CPU slowdown: ours beside the script-free twin and the floor.
 * @param {RealSample[]} samples
 * @param {{ routes: string[], cpus: number[] }} options
 * @returns {RouteRow[]}
 */
export function compareRoutes(samples, { routes, cpus }) {
  return cpus.flatMap((cpu) => {
    const floor = summarise(group(samples, 'floor', '/', cpu));
    return routes.map((route) => {
      const ours = summarise(group(samples, 'ours', route, cpu));
      const twin = summarise(group(samples, 'twin', route, cpu));
      const lcpRatio = ours.lcp / twin.lcp;
      const blockingRatio = ours.blocking / Math.max(floor.blocking, 1);
      const beside = samples.filter(
        (s) => s.site === 'floor' && s.cpu === cpu && s.beside === route,
      );
      const floorBeside = beside.length ? summarise(beside) : floor;
      const misses = [
        lcpRatio > targets.lcpRatio && `LCP ${lcpRatio.toFixed(2)}x the page without scripts`,
        blockingRatio > targets.blockingRatio &&
          `blocking ${blockingRatio.toFixed(2)}x the floor's`,
        ours.cls >= 0.0005 && `CLS ${ours.cls.toFixed(3)}`,
      ].filter(Boolean);
      return { route, cpu, ours, twin, floor, floorBeside, lcpRatio, blockingRatio, misses };
    });
  });
}

/**
 * Our `/` and `/about/` against the peer's `/` and `/blog/` at the target's CPU slowdown.
 * @param {RealSample[]} samples
 * @param {{ cpu?: number }} [options]
 * @returns {PeerRow[]}
 */
export function comparePeer(samples, { cpu = targets.cpu } = {}) {
  return peerPairs
    .map(([route, peerRoute]) => {
      const ours = group(samples, 'ours', route, cpu);
      const peer = group(samples, 'peer', peerRoute, cpu);
      if (!ours.length || !peer.length) return null;
      const [a, b] = [summarise(ours), summarise(peer)];
      return { route, peerRoute, cpu, ours: a, peer: b, ahead: a.lcp <= b.lcp };
    })
    .filter(Boolean);
}

const ms = (value) => (value === null || Number.isNaN(value) ? '-' : `${Math.round(value)}`);
const ratio = (value) => `${value.toFixed(2)}x`;

/**
 * The README's table: one row per route and CPU slowdown.
 * @param {RouteRow[]} rows
 * @param {PeerRow[]} [peers]
 * @returns {string}
 */
export function markdownTable(rows, peers = []) {
  const lines = [
    '| Route | CPU | FCP | LCP | LCP without scripts | LCP ratio | LCP element (in 1st paint) | CLS | Blocking | Blocking floor | Blocking ratio | KB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { route, cpu, ours, twin, floor, lcpRatio, blockingRatio } of rows) {
    lines.push(
      `| ${route} | ${cpu}x | ${ms(ours.fcp)} | ${ms(ours.lcp)} | ${ms(twin.lcp)} | ${ratio(lcpRatio)} | ` +
        `${(ours.lcpElement ?? 'none').replace(/\|/g, '\\|')} (${ours.lcpInFirstPaint}/${ours.runs}) | ` +
        `${ours.cls.toFixed(3)} | ${ms(ours.blocking)} | ${ms(floor.blocking)} | ${ratio(blockingRatio)} | ` +
        `${ours.kb.toFixed(0)} |`,
    );
  }
  const floors = [...new Map(rows.map((row) => [row.cpu, row.floor])).entries()];
  const notes = floors.map(
    ([cpu, floor]) =>
      `floor at ${cpu}x (${floor.runs} loads): LCP ${ms(floor.lcp)} ms, blocking ${ms(floor.blocking)} ms`,
  );
  for (const { route, peerRoute, cpu, ours, peer, ahead } of peers) {
    notes.push(
      `peer \`${peerRoute}\` at ${cpu}x: LCP ${ms(peer.lcp)} ms against our \`${route}\` ${ms(ours.lcp)} ms (${ahead ? 'ours first' : 'peer first'})`,
    );
  }
  return `${lines.join('\n')}\n\n${notes.join('; ')}.`;
}

/**
 * What the console shows: every run's LCP and blocking, beside the floor's loads next to them.
 * @param {RouteRow[]} rows
 * @returns {string[]}
 */
export function runLines(rows) {
  return rows.map(
    ({ route, cpu, ours, twin, floorBeside }) =>
      `${route} ${cpu}x  LCP ours ${ours.lcpRuns.map(ms).join(' ')} | without scripts ` +
      `${twin.lcpRuns.map(ms).join(' ')}  blocking ours ${ours.blockingRuns.map(ms).join(' ')} | ` +
      `floor ${floorBeside.blockingRuns.map(ms).join(' ')}`,
  );
}

/**
 * Before/after from one sitting: each build's medians per route, beside the twin and the floor.
 * @param {RealSample[]} samples
 * @param {{ routes: string[], cpus: number[], versions: string[] }} options
 * @returns {string}
 */
export function versionsTable(samples, { routes, cpus, versions }) {
  const sites = [...versions, 'ours'];
  const head = [
    '| Route | CPU |',
    ...sites.map((site) => ` LCP ${site} |`),
    ' LCP without scripts |',
    ...sites.map((site) => ` Blocking ${site} |`),
    ' Blocking floor |',
    ...sites.map((site) => ` CLS ${site} |`),
  ].join('');
  const lines = [head, `|${' --- |'.repeat(2)}${' ---: |'.repeat(sites.length * 3 + 2)}`];
  for (const cpu of cpus) {
    const floor = summarise(group(samples, 'floor', '/', cpu));
    for (const route of routes) {
      const of = sites.map((site) => summarise(group(samples, site, route, cpu)));
      const twin = summarise(group(samples, 'twin', route, cpu));
      lines.push(
        `| ${route} | ${cpu}x | ${[
          ...of.map((s) => ms(s.lcp)),
          ms(twin.lcp),
          ...of.map((s) => ms(s.blocking)),
          ms(floor.blocking),
          ...of.map((s) => s.cls.toFixed(3)),
        ].join(' | ')} |`,
      );
    }
  }
  return lines.join('\n');
}
