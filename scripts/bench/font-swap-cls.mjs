// How far the page moves when the web fonts replace their fallbacks. Serves out/, holds every font
// response back by 1.5 s so the page first paints in the fallback fonts, then sums the layout shifts
// the swap causes (Chromium's layout-shift entries, the same as CLS). Usage: node
// scripts/bench/font-swap-cls.mjs
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../test/chromium.mjs';
import { exportedRoutes } from '../shared/exported-routes.mjs';
import { startStaticServer } from '../test/static-server.mjs';

// `--root artifacts/fixture/site/out` measures another export (the fixture's typeface).
const root = process.argv.includes('--root')
  ? process.argv[process.argv.indexOf('--root') + 1]
  : 'out';
const routes = exportedRoutes(root);

const server = await startStaticServer({ root, port: 0 });
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
let worst = 0;
try {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    const context = await browser.newContext({
      viewport: { width, height },
      reducedMotion: 'reduce',
    });
    await context.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.FONT_DELAY ?? 1500)));
      await route.continue();
    });
    await context.addInitScript(() => {
      window.__shift = 0;
      window.__moved = [];
      const describe = (node) =>
        node?.nodeType === 1
          ? `${node.localName}${node.className ? `.${String(node.className).split(' ')[0]}` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`
          : `${node?.nodeName ?? '?'} "${(node?.textContent ?? '').trim().slice(0, 30)}"`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          window.__shift += entry.value;
          for (const source of entry.sources ?? []) {
            const { previousRect: a, currentRect: b } = source;
            window.__moved.push(
              `${describe(source.node)} ${Math.round(a.width)}x${Math.round(a.height)}@${Math.round(a.y)} -> ${Math.round(b.width)}x${Math.round(b.height)}@${Math.round(b.y)}`,
            );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(base + route);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(2500);
      const fonts = await page.evaluate(
        () =>
          [...document.fonts].filter((f) => f.status === 'loaded' && !/Fallback/.test(f.family))
            .length,
      );
      const shift = await page.evaluate(() => window.__shift);
      worst = Math.max(worst, shift);
      console.log(
        `${String(width).padStart(4)} px  ${route.padEnd(42)} shift ${shift.toFixed(4)}  (${fonts} web fonts loaded)`,
      );
      // What moved, so a shift can be traced to the text whose lines wrapped differently.
      for (const moved of await page.evaluate(() => window.__moved))
        console.log(`        ${moved}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`Largest layout shift caused by the font swap: ${worst.toFixed(4)}`);
