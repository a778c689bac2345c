// A phone's parser works through a page in slices, and Chromium paints between them: whatever is
// on screen must stay put when the rest of the HTML arrives. An icon beside a heading once moved
// 4 px on /contact/ when the heading's words came a slice later (CLS 0.000001: a route check that
// failed once in CI). Here the page is served with its HTML stalled right after each icon in its
// <main> until that part is painted; nothing may shift when the rest arrives. The portfolio's cards
// end in a centred row, so a frame with some of them moved them when the next came (CLS 0.024 at
// ?category=industrial-design-engineering in a CI run): its HTML is stalled between cards, where
// the first frame must wait for the whole list or keep every card where it is.
import { readFileSync } from 'node:fs';
import { startStaticServer } from '../../../scripts/test/static-server.mjs';
import { check } from '../support/harness.mjs';
import { assertNoLayoutShift, sleep } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';

// How long the page is watched after the rest of its HTML arrives.
const WATCH_MS = 600;
const header = 'x-e2e-stall';
// The pages with icons beside headings (the contact cards, the process steps), and the portfolio.
const iconPages = ['/contact/', '/process/'];
const listPages = ['/portfolio/'];
const pages = [...iconPages, ...listPages];

const html = (route) => readFileSync(`out${route}index.html`, 'utf8');

/** Offsets in the portfolio's HTML between its cards: before the second, ..., after the last. */
function cardEnds(route) {
  const text = html(route);
  const list = text.indexOf('data-filter-list');
  const end = text.indexOf('</ul>', text.lastIndexOf('<li data-category='));
  const starts = [];
  for (let at = text.indexOf('<li data-category=', list); at > 0 && at < end;) {
    starts.push(at);
    at = text.indexOf('<li data-category=', at + 1);
  }
  return [...starts.slice(1), end];
}

/** Offsets in the page's HTML just after each inline icon in <main>. */
function iconEnds(route) {
  const text = html(route);
  const start = text.indexOf('<main');
  const end = text.indexOf('</main>');
  const ends = [];
  for (
    let at = text.indexOf('</svg>', start);
    at > 0 && at < end;
    at = text.indexOf('</svg>', at + 1)
  ) {
    ends.push(at + '</svg>'.length);
  }
  return ends;
}

// out/ served as usual, but a page requested with the header comes in two parts: its HTML up to
// the given byte, then the rest once the check calls release(id) (or after 15 s).
const stalledSite = {
  name: 'stalled-html',
  async start() {
    const held = new Map();
    const server = await startStaticServer({
      root: 'out',
      port: 0,
      extra(req, res) {
        const [after, id] = String(req.headers[header] ?? '').split(' ');
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        if (!id || !pages.includes(pathname)) return false;
        const body = Buffer.from(html(pathname));
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.write(body.subarray(0, Number(after)));
        const rest = () => {
          held.delete(id);
          clearTimeout(timer);
          res.end(body.subarray(Number(after)));
        };
        const timer = setTimeout(rest, 15_000);
        held.set(id, rest);
        return true;
      },
    });
    return {
      base: `http://127.0.0.1:${server.address().port}`,
      release: (id) => held.get(id)?.(),
      close: () => {
        server.closeAllConnections();
        server.close();
      },
    };
  },
};

let loads = 0;

function stalledPage(route, viewport, { query = '', list = false } = {}) {
  const what = list ? 'between cards' : 'after each icon';
  return check(
    `${route}${query} at ${viewport.width}px, its HTML stalled ${what}: nothing moves`,
    async (t, site) => {
      const text = html(route);
      for (const chars of list ? cardEnds(route) : iconEnds(route)) {
        const after = Buffer.byteLength(text.slice(0, chars));
        const id = String((loads += 1));
        const context = await t.context({
          viewport,
          reducedMotion: 'reduce',
          extraHTTPHeaders: { [header]: `${after} ${id}` },
        });
        const page = await context.newPage();
        const icon = /<svg[^>]*class="([^"]*)"[^>]*>(?:(?!<svg).)*$/s.exec(text.slice(0, chars));
        const where = list ? 'a card' : (icon?.[1] ?? 'icon');
        await t.step(`stalled after ${where} at byte ${after}`, async () => {
          const loaded = t.goto(page, route + query);
          // Awaited below; if the paint never comes, the context closes under it instead.
          loaded.catch(() => {});
          const painted = () =>
            page.waitForFunction(
              () => performance.getEntriesByName('first-contentful-paint').length > 0,
            );
          // The part before the stall is on screen before the rest is sent; a list may hold its
          // first frame back until it is whole (components/pages/portfolio-page.tsx), which 2 s
          // of nothing shows.
          if (list) await Promise.race([painted().catch(() => {}), sleep(2_000)]);
          else await painted();
          site.release(id);
          await loaded;
          await sleep(WATCH_MS);
          // The whole page: the first frame waits for the whole header (components/layout/
          // site-header.tsx), so its right-aligned links no longer move when a frame painted
          // with only some of them gets the rest.
          await assertNoLayoutShift(page);
        });
        await context.close();
      }
      await t.clean();
    },
    { site: stalledSite },
  );
}

export const progressiveChecks = () => [
  ...iconPages.flatMap((route) =>
    Object.values(viewports).map((viewport) => stalledPage(route, viewport)),
  ),
  ...listPages.flatMap((route) =>
    ['', '?category=industrial-design-engineering'].flatMap((query) =>
      Object.values(viewports).map((viewport) =>
        stalledPage(route, viewport, { query, list: true }),
      ),
    ),
  ),
];
