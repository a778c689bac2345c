// One real, throttled page load for `npm run bench:real`: a phone-sized Chromium context with the
// network and CPU slowed down through the DevTools protocol, the cache off, and the page's own
// performance entries (paint, largest-contentful-paint, layout-shift, longtask) recorded from the
// start of the document until 2.5 s after its load event.
export const phone = { width: 412, height: 823, deviceScaleFactor: 1.75 };
// Slow 4G as Lighthouse's mobile preset defines it, applied to every request.
export const network = { latency: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 };
export const settleMs = 2500;

// Runs in the page before its own scripts (and in the script-free copy, where nothing else runs).
const observe = () => {
  const describe = (element) => {
    if (!element) return null;
    const tag = element.tagName.toLowerCase();
    const source = element.currentSrc || element.getAttribute('src');
    if (source)
      return `${tag} ${source.startsWith('data:') ? 'data: URI' : source.replace(location.origin, '')}`;
    return `${tag} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const seen = { paints: {}, lcp: null, shifts: [], tasks: [] };
  window.__benchReal = seen;
  const watch = (type, take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({
        type,
        buffered: true,
      });
    } catch {
      // An entry type this browser does not know is left out of its figures.
    }
  };
  watch('paint', (entry) => (seen.paints[entry.name] = entry.startTime));
  watch('largest-contentful-paint', (entry) => {
    seen.lcp = { time: entry.startTime, element: describe(entry.element) };
  });
  watch('layout-shift', (entry) => {
    if (!entry.hadRecentInput) seen.shifts.push({ time: entry.startTime, value: entry.value });
  });
  watch('longtask', (entry) => seen.tasks.push({ time: entry.startTime, ms: entry.duration }));
};

/**
 * CLS as browsers define it: the largest session window (gaps under 1 s, at most 5 s long).
 * @param {{ time: number, value: number }[]} shifts
 * @returns {number}
 */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { time, value } of [...shifts].sort((a, b) => a.time - b.time)) {
    if (time - last > 1000 || time - first > 5000) {
      current = 0;
      first = time;
    }
    current += value;
    last = time;
    worst = Math.max(worst, current);
  }
  return worst;
}

/**
 * Time beyond 50 ms of each long task that starts after the first paint and before `until`.
 * @param {{ time: number, ms: number }[]} tasks
 * @param {{ from: number, until: number }} window
 * @returns {number}
 */
export function blockingTime(tasks, { from, until }) {
  return tasks
    .filter((task) => task.time >= from && task.time < until)
    .reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
}

/**
 * A fresh phone-sized context of `browser` with one page, its network slowed to Slow 4G, its
 * cache off and its CPU slowed `cpu` times; the caller closes the context.
 */
export async function throttledPage(browser, { cpu }) {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latency,
    downloadThroughput: (network.downloadKbps * 1024) / 8,
    uploadThroughput: (network.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page, cdp };
}

/** Loads `url` once in a fresh context of `browser` at `cpu`x slowdown and returns its figures. */
export async function throttledLoad(browser, url, { cpu }) {
  const { context, page, cdp } = await throttledPage(browser, { cpu });
  try {
    await page.addInitScript(observe);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(settleMs);
    // On a busy machine the first paint can come after that: wait for it (at most 20 s more).
    await page
      .waitForFunction(() => window.__benchReal.lcp, null, { timeout: 20_000 })
      .catch(() => {});
    const seen = await page.evaluate(() => ({
      ...window.__benchReal,
      loadEnd: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
    }));
    const fcp = seen.paints['first-contentful-paint'] ?? null;
    const lcp = seen.lcp?.time ?? null;
    return {
      fcp,
      lcp,
      lcpElement: seen.lcp?.element ?? null,
      lcpInFirstPaint: fcp !== null && lcp !== null && Math.abs(lcp - fcp) < 1,
      cls: cumulativeLayoutShift(seen.shifts),
      blocking: blockingTime(seen.tasks, { from: fcp ?? 0, until: seen.loadEnd + settleMs }),
      load: seen.loadEnd,
      kb: bytes / 1024,
    };
  } finally {
    await context.close();
  }
}
