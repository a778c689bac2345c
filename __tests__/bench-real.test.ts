/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blockingTime, cumulativeLayoutShift } from '@/scripts/bench/bench-real-load.mjs';
import {
  compareRoutes,
  comparePeer,
  markdownTable,
  runLines,
  versionsTable,
  type RealSample,
} from '@/scripts/bench/bench-real-report.mjs';
import { scriptFreeCopy, withoutScripts } from '@/scripts/bench/script-free-copy.mjs';

describe('the page without scripts (the limit of our own design)', () => {
  const page =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
    '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" type="font/woff2" crossorigin=""/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
    '<link rel="modulepreload" href="/_next/static/chunks/c.js"/>' +
    '<script src="/_next/static/chunks/b.js" async=""></script></head>' +
    '<body><p>Hello</p><script type="module">document.body.dataset.x = "1"</script>' +
    '<script type="application/ld+json">{"@type":"Person"}</script>' +
    '<script>self.__next_f.push([1,"payload"])</script></body></html>';

  it('keeps the stylesheet, the font preload and the content', () => {
    const html = withoutScripts(page);
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(html).toContain('as="font"');
    expect(html).toContain('<p>Hello</p>');
  });

  it('removes every script and every script preload', () => {
    const html = withoutScripts(page);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('b.js');
    expect(html).not.toContain('c.js');
  });

  it('copies an export with every page stripped and every other file as it was', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'script-free-'));
    try {
      mkdirSync(path.join(dir, 'out/about'), { recursive: true });
      writeFileSync(path.join(dir, 'out/about/index.html'), page);
      writeFileSync(path.join(dir, 'out/app.js'), 'console.log(1)');
      const { pages } = scriptFreeCopy(path.join(dir, 'out'), path.join(dir, 'twin'));
      expect(pages).toBe(1);
      expect(readFileSync(path.join(dir, 'twin/about/index.html'), 'utf8')).not.toContain(
        '<script',
      );
      expect(readFileSync(path.join(dir, 'twin/app.js'), 'utf8')).toBe('console.log(1)');
      expect(readFileSync(path.join(dir, 'out/about/index.html'), 'utf8')).toBe(page);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the figures of one load', () => {
  it('counts only the time beyond 50 ms of long tasks after the first paint and in the window', () => {
    const tasks = [
      { time: 100, ms: 200 }, // before the first paint
      { time: 600, ms: 120 },
      { time: 900, ms: 50 },
      { time: 2000, ms: 80 },
      { time: 5000, ms: 300 }, // after the window
    ];
    expect(blockingTime(tasks, { from: 500, until: 4000 })).toBe(100);
  });

  it('takes the largest session window of layout shifts as CLS', () => {
    const shifts = [
      { time: 100, value: 0.05 },
      { time: 600, value: 0.05 },
      { time: 3000, value: 0.17 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.17);
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('the real-load table', () => {
  const sample = (site: RealSample['site'], route: string, lcp: number, blocking: number) => ({
    site,
    route,
    cpu: 4,
    run: 1,
    fcp: lcp,
    lcp,
    lcpElement: 'p "Hello"',
    lcpInFirstPaint: true,
    cls: route.includes('?') && site === 'ours' ? 0.17 : 0,
    blocking,
    kb: 100,
  });
  const samples: RealSample[] = [
    ...[600, 620, 640].map((lcp) => sample('floor', '/', lcp, 300)),
    ...[1000, 1100, 1200].map((lcp) => sample('ours', '/about/', lcp, 320)),
    ...[950, 1000, 1050].map((lcp) => sample('twin', '/about/', lcp, 0)),
    ...[1300, 1400, 1500].map((lcp) => sample('ours', '/portfolio/?category=x', lcp, 400)),
    ...[1000, 1000, 1000].map((lcp) => sample('twin', '/portfolio/?category=x', lcp, 0)),
    ...[900, 880, 920].map((lcp) => sample('peer', '/blog/', lcp, 500)),
  ];

  it('compares each route with its page without scripts and with the floor', () => {
    const [about, deepLink] = compareRoutes(samples, {
      routes: ['/about/', '/portfolio/?category=x'],
      cpus: [4],
    });
    expect(about.lcpRatio).toBeCloseTo(1.1);
    expect(about.blockingRatio).toBeCloseTo(320 / 300);
    expect(about.misses).toEqual([]);
    expect(deepLink.misses).toEqual([
      'LCP 1.40x the page without scripts',
      "blocking 1.33x the floor's",
      'CLS 0.170',
    ]);
  });

  it('says whether our page painted before the peer’s', () => {
    const [about] = comparePeer(samples);
    expect(about).toMatchObject({ route: '/about/', peerRoute: '/blog/', ahead: false });
    expect(about.peer.lcp).toBe(900);
  });

  it('writes a row per route with the medians and the LCP element', () => {
    const rows = compareRoutes(samples, { routes: ['/about/'], cpus: [4] });
    const table = markdownTable(rows, comparePeer(samples));
    expect(table).toContain(
      '| /about/ | 4x | 1100 | 1100 | 1000 | 1.10x | p "Hello" (3/3) | 0.000 | 320 | 300 | 1.07x | 100 |',
    );
    expect(table).toContain('floor at 4x (3 loads): LCP 620 ms, blocking 300 ms');
    expect(table).toContain('peer `/blog/` at 4x: LCP 900 ms against our `/about/` 1100 ms');
  });

  it('takes the floor over all its loads and shows each route the loads beside it', () => {
    const beside = (route: string, blocking: number[]) =>
      blocking.map((ms) => ({ ...sample('floor', '/', 600, ms), beside: route }));
    const rows = compareRoutes(
      [
        ...samples.filter((s) => s.site !== 'floor'),
        ...beside('/about/', [280, 290, 300]),
        ...beside('/portfolio/?category=x', [310, 320, 330]),
      ],
      { routes: ['/about/', '/portfolio/?category=x'], cpus: [4] },
    );
    expect(rows[0].floor.runs).toBe(6);
    expect(rows[0].blockingRatio).toBeCloseTo(320 / 305);
    expect(runLines(rows)[0]).toMatch(/blocking ours 320 320 320 \| floor 280 290 300$/);
    expect(runLines(rows)[1]).toMatch(/\| floor 310 320 330$/);
  });

  it('puts another build of the site beside ours for a before/after table', () => {
    const before = [1300, 1350, 1400].map((lcp) => ({
      ...sample('ours', '/about/', lcp, 500),
      site: 'main',
    }));
    const table = versionsTable([...samples, ...before], {
      routes: ['/about/'],
      cpus: [4],
      versions: ['main'],
    });
    expect(table).toContain('| Route | CPU | LCP main | LCP ours | LCP without scripts |');
    expect(table).toContain(
      '| /about/ | 4x | 1350 | 1100 | 1000 | 500 | 320 | 300 | 0.000 | 0.000 |',
    );
  });
});
