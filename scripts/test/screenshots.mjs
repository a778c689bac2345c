// Screenshots of every exported route at phone and desktop widths, into artifacts/screenshots/.
// Usage: npm run build && node scripts/test/screenshots.mjs [route ...]
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { exportedRoutes } from '../shared/exported-routes.mjs';
import { fullPageScreenshot } from './full-page-screenshot.mjs';
import { startStaticServer } from './static-server.mjs';

const root = process.argv.includes('--root')
  ? process.argv[process.argv.indexOf('--root') + 1]
  : 'out';
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const targets = routes.length
  ? routes
  : [...exportedRoutes(root), '/portfolio/no-such-id/', '/no-such-page/'];

const server = await startStaticServer({ root, port: 0 });
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
await mkdir('artifacts/screenshots', { recursive: true });
const scheme = process.env.COLOR_SCHEME ?? 'light';
for (const [label, width, height] of [
  ['390', 390, 844],
  ['1280', 1280, 800],
]) {
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme: scheme,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  for (const route of targets) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const name = route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/\//g, '_');
    await fullPageScreenshot(page, {
      path: `artifacts/screenshots/${name}-${label}-${scheme}.png`,
    });
  }
  await context.close();
}
await browser.close();
server.close();
console.log(`${targets.length * 2} screenshots in artifacts/screenshots/`);
