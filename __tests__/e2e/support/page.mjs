// Page-level helpers shared by the checks. Functions passed to `page.evaluate` run in the browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { exportedHeading, preloadedFonts } from './site.mjs';

// Evaluated through the DevTools protocol: a <script> tag with it inline would be (rightly)
// blocked by the pages' Content-Security-Policy.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries `assertion` until it stops throwing or `timeout` ms pass; rethrows the last error. */
export async function eventually(assertion, timeout = 15_000) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > end) throw error;
      await sleep(50);
    }
  }
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * Waits until React owns the element `locator` finds (its props are on the node). A case study
 * hydrates once its client chunks have come, which a busy machine can take seconds over; a click
 * before that is the plain link's or button's, as without JavaScript. The locator is resolved again
 * on each try: a render may replace the element it first found.
 */
export const untilHydrated = (locator) =>
  eventually(async () => {
    const owned = await locator.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps')),
    );
    assert(owned, 'React does not own the element yet');
  }, 30_000);

/** Waits until the page's own clock (ms since navigation start) reaches `ms`; returns the hero. */
export async function introAt(page, ms, { scripts = true } = {}) {
  if (!scripts) {
    // With JavaScript disabled nothing polls inside the page; read its clock from here instead.
    for (;;) {
      const state = await introNow(page);
      if (state.now >= ms) return state;
      await sleep(Math.min(50, ms - state.now));
    }
  }
  const handle = await page.waitForFunction(
    (at) => performance.now() >= at && window.__e2e.intro(),
    ms,
    { polling: 'raf', timeout: ms + 15_000 },
  );
  return handle.jsonValue();
}

export const introNow = (page) => page.evaluate(() => window.__e2e.intro());

/** Runs axe-core on the page; throws with one summary per violation. */
export async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      (v) =>
        `${v.id} (${v.impact}) at ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}${v.nodes.length > 3 ? ` +${v.nodes.length - 3}` : ''}`,
    );
  });
  assert(violations.length === 0, `${violations.length} violation(s): ${violations.join('; ')}`);
}

/**
 * Holds the first paint until the fonts the page preloads have arrived, so it already uses them.
 * Whether a font download beats the first paint is a matter of network and CPU timing; with this,
 * a layout shift the suite measures is one the layout causes, every run. The page paints from the
 * rules inlined in its <head> (scripts/build/post/critical-css.mjs) without waiting for its
 * stylesheet, so the page as served gets one more stylesheet at the top of <head>, answered once
 * the fonts are in.
 */
export async function fontsBeforeFirstPaint(context, path, root = 'out') {
  const arrived = new Map();
  const waits = preloadedFonts(path, root).map(
    (font) => new Promise((resolve) => arrived.set(font, resolve)),
  );
  const done = (request) => arrived.get(new URL(request.url()).pathname)?.();
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  const hold = '/__e2e-fonts-first.css';
  await context.route(
    (url) => url.pathname === hold,
    async (route) => {
      await Promise.race([Promise.all(waits), sleep(30_000)]);
      await route.fulfill({ contentType: 'text/css', body: '' });
    },
  );
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const at = html.indexOf('<style data-critical-css');
    await route.fulfill({
      response,
      body:
        at < 0
          ? html
          : `${html.slice(0, at)}<link rel="stylesheet" href="${hold}"/>${html.slice(at)}`,
    });
  });
}

/**
 * Lets the page settle like a visitor reading it: fonts loaded, scrolled to the bottom and back so
 * lazy images load, every image finished, and the network quiet (prefetches included).
 */
export async function settle(page) {
  // Bounded, like every wait Playwright makes itself: a promise in the page that never settles
  // would otherwise hold the check until the harness's timeout, with no word of why.
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('document.fonts.ready: not in 15 s')), 15_000);
        document.fonts.ready.then(() => resolve());
      }),
  );
  // A frame may come seconds late when a busy 2-core machine starves this page's renderer (seen
  // once in a full run: one page, 15 s, while the others went on); settling only needs it to come.
  // A page that gives no frame for a minute is stuck, and that fails.
  const longest = await page.evaluate(async () => {
    let longest = 0;
    const frame = () =>
      new Promise((resolve, reject) => {
        const asked = performance.now();
        const late = setTimeout(
          () => reject(new Error(`no animation frame in 60 s (page ${document.visibilityState})`)),
          60_000,
        );
        requestAnimationFrame(() => {
          clearTimeout(late);
          longest = Math.max(longest, performance.now() - asked);
          resolve();
        });
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
    return longest;
  });
  if (longest > 5_000) {
    console.log(
      `note ${page.url()}: a frame came ${(longest / 1000).toFixed(1)} s late while settling`,
    );
  }
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await networkQuiet(page);
}

// The requests each page has in flight, a video's left out: a loop paused out of view keeps its
// stream open, unread, once its buffer is full (as browsers do), so the network never goes idle in
// Playwright's sense around a loop larger than that buffer. Filled by `trackRequests`.
const inFlight = new WeakMap();

/** Counts a context's requests in flight per page (the harness calls it for every context). */
export function trackRequests(context) {
  const pageOf = (request) => {
    try {
      return request.frame().page();
    } catch {
      return undefined; // a service worker's request
    }
  };
  const change = (request, open) => {
    const page = pageOf(request);
    if (!page || request.resourceType() === 'media') return;
    if (!inFlight.has(page)) inFlight.set(page, new Set());
    inFlight.get(page)[open ? 'add' : 'delete'](request);
  };
  context.on('request', (request) => change(request, true));
  context.on('requestfinished', (request) => change(request, false));
  context.on('requestfailed', (request) => change(request, false));
}

/** Waits until the page has had no request but a video's in flight for 500 ms (at most 15 s). */
export async function networkQuiet(page, timeout = 15_000) {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    if (inFlight.get(page)?.size) quietSince = Date.now();
    if (Date.now() - started > timeout)
      throw new Error(`the network not quiet in ${timeout / 1000} s`);
    await sleep(50);
  }
}

export async function assertImagesLoaded(page) {
  const { total, broken } = await page.evaluate(() => ({
    total: document.images.length,
    broken: [...document.images]
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.getAttribute('src')),
  }));
  assert(
    broken.length === 0,
    `${broken.length} of ${total} images did not load: ${broken.join(', ')}`,
  );
  return total;
}

/**
 * The first contentful paint and the largest contentful paint so far (ms from navigation start),
 * with the LCP element's tag and alt text or opening words, whether it is inside `within`, and
 * whether it is an image drawn from a data: URI (one that needs no request of its own).
 */
export const paints = (page, within = 'body') =>
  page.evaluate(
    (within) =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const largest = list.getEntries().at(-1);
          const element = largest?.element;
          resolve({
            first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            largest: largest?.startTime,
            element: element
              ? `<${element.localName}> ${element.getAttribute('alt') ?? element.textContent.slice(0, 40)}`
              : 'none',
            inside: Boolean(element?.closest(within)),
            inline: Boolean(element?.currentSrc?.startsWith('data:')),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    within,
  );

export async function assertNoLayoutShift(page, { within } = {}) {
  const { total, shifts } = await page.evaluate((scope) => window.__e2e.layoutShift(scope), within);
  assert(
    total === 0,
    `CLS ${total.toFixed(6)}: ${shifts
      .map((s) => `${s.value.toFixed(6)} at ${s.at} ms (${s.sources.join(', ')})`)
      .join('; ')}`,
  );
}

/** Presses Tab until focus leaves the page or wraps; returns where focus went at each stop. */
export async function tabStops(page, max = 80) {
  const stops = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => window.__e2e.focus());
    if (state.body || (stops.length && state.name === stops[0].name && state.tag === stops[0].tag))
      break;
    stops.push(state);
  }
  return stops;
}

/** Marks the current document so a later check can tell a client-side navigation from a reload. */
export const markDocument = (page) => page.evaluate(() => (window.__e2eDocument = true));

export const sameDocument = (page) => page.evaluate(() => window.__e2eDocument === true);

/**
 * Clicks `locator` and waits for `path` (under `basePath`, if the site is served under one);
 * asserts the navigation happened inside the page (the router fetched the route's payload) rather
 * than as a full reload, and that the page shows the same main heading as its exported HTML.
 * `fullLoad`: the page left is a document of its own (the global 404), so a full load is right.
 */
export async function navigate(page, locator, path, { basePath = '', fullLoad = false } = {}) {
  const heading = exportedHeading(path);
  await markDocument(page);
  await locator.click();
  await page.waitForURL((url) => url.pathname === `${basePath}${path}`);
  await eventually(async () => {
    const h1 = (await page.locator('main h1').first().textContent())?.trim();
    assert(h1 === heading, `main heading is "${h1}", expected "${heading}"`);
  });
  if (!fullLoad) {
    assert(await sameDocument(page), `reached ${path} by a full page load, not client-side`);
  }
}
