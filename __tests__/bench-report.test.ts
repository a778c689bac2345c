/** @jest-environment node */
import {
  compare,
  markdownTable,
  summarise,
  summariseGraph,
} from '@/scripts/bench/bench-report.mjs';

const request = (url: string, resourceType: string, kb: number) => ({
  type: 'network' as const,
  request: { url: `http://127.0.0.1:4000${url}`, resourceType, transferSize: kb * 1024 },
});
type Node = Parameters<typeof summariseGraph>[0] extends Map<infer N, unknown> ? N : never;
const task = (observedMs: number) => ({ type: 'cpu' as const, duration: observedMs * 1000 });

describe('summariseGraph (what a simulated LCP waited for)', () => {
  it('adds up the kilobytes per kind of request and the observed main-thread time', () => {
    const graph = new Map<Node, { startTime: number; endTime: number }>([
      [request('/portfolio/atlas-base/', 'Document', 10), { startTime: 0, endTime: 615 }],
      [request('/_next/static/chunks/a.css', 'Stylesheet', 7), { startTime: 615, endTime: 930 }],
      [request('/_next/static/media/inter.woff2', 'Font', 19.5), { startTime: 615, endTime: 1530 }],
      [request('/images/hero.svg', 'Image', 2.5), { startTime: 615, endTime: 930 }],
      [request('/_next/static/chunks/b.js', 'Script', 70), { startTime: 930, endTime: 2300 }],
      [request('/_next/static/chunks/c.js?x=1', 'Script', 46), { startTime: 930, endTime: 2000 }],
      [request('/manifest.webmanifest', 'Manifest', 0.5), { startTime: 615, endTime: 930 }],
      [task(20), { startTime: 615, endTime: 695 }],
      [task(75), { startTime: 2300, endTime: 2600 }],
    ]);
    const { kb, cpuMs, last } = summariseGraph(graph);
    expect(kb).toEqual({ html: 10, css: 7, font: 19.5, image: 2.5, js: 116, other: 0.5 });
    expect(cpuMs).toBe(95);
    expect(last).toEqual({ label: 'main-thread task (75 ms observed)', endTime: 2600 });
  });

  it('names the request that ends last, without origin or query', () => {
    const graph = new Map<Node, { startTime: number; endTime: number }>([
      [request('/', 'Document', 2), { startTime: 0, endTime: 617 }],
      [request('/_next/static/chunks/t.js?v=2', 'Script', 4), { startTime: 710, endTime: 1027 }],
      [task(23), { startTime: 617, endTime: 710 }],
    ]);
    expect(summariseGraph(graph).last).toEqual({
      label: 'js /_next/static/chunks/t.js',
      endTime: 1027,
    });
  });
});

describe('the bench table', () => {
  const sample = (lcp: number, lcpGraphJsBytes: number, performance = 97) => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp,
    fcp: 800,
    tbt: 150,
    cls: 0,
    lcpAfterFirstPaint: 0,
    lcpGraphJsBytes,
    jsBytes: 146 * 1024,
    fontBytes: 19 * 1024,
    totalBytes: 220 * 1024,
    requests: 20,
    lcpElement: 'img (main > img)',
  });

  it('shows the script bytes each LCP waited for, beside the floor’s', () => {
    const ours = summarise('/about/', [sample(2100, 146 * 1024), sample(2200, 140 * 1024)]);
    const floor = summarise('floor /', [sample(900, 0), sample(1600, 64 * 1024)]);
    const row = compare(ours, floor);
    expect(row.misses).toEqual([]);
    const table = markdownTable([floor, row]);
    expect(table).toContain('| JS in LCP (floor) |');
    expect(table).toMatch(/\| \/about\/ \|.*\| 143\.0 KB \(32\.0 KB\) \|/);
  });

  it('misses only on Performance more than 2 below the floor’s, or a layout shift', () => {
    const floor = summarise('floor /', [sample(900, 0, 99), sample(1000, 0, 99)]);
    const slow = compare(summarise('/', [sample(2600, 0, 96), sample(2700, 0, 96)]), floor);
    expect(slow.misses).toEqual(['Performance -3 vs floor']);
    const close = compare(summarise('/', [sample(2600, 0, 97), sample(2700, 0, 97)]), floor);
    expect(close.misses).toEqual([]);
  });
});
