// Every route at phone and desktop width, each opened in a fresh context (a deep link): clean
// console and network, images, layout shift, axe, visible focus, and a screenshot.
import { mkdirSync } from 'node:fs';
import { fullPageScreenshot } from '../../../scripts/test/full-page-screenshot.mjs';
import { check } from '../support/harness.mjs';
import {
  assert,
  assertImagesLoaded,
  assertNoLayoutShift,
  axe,
  fontsBeforeFirstPaint,
  introAt,
  settle,
  tabStops,
} from '../support/page.mjs';
import { intro, projects, routes, viewports } from '../support/site.mjs';
import { layoutSteps, narrowPhone } from './layout.mjs';

export const screenshotDir = 'artifacts/screenshots';

const screenshotName = (route, width) =>
  `${route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/\//g, '_')}-${width}-light.png`;

const caseStudySections = ['The Challenge', 'My Role', 'Process & Solution', 'The Results'];

async function assertCaseStudy(page, project) {
  const h1 = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
  assert(h1 === project.title, `heading is "${h1}", expected "${project.title}"`);
  assert(
    await page.getByRole('link', { name: 'Back to Portfolio' }).isVisible(),
    "no 'Back to Portfolio' link",
  );
  for (const section of caseStudySections) {
    const heading = page.getByRole('heading', { level: 2, name: section, exact: true });
    assert(await heading.isVisible(), `no "${section}" section`);
  }
  const steps = await page.getByRole('img', { name: /^Process step \d+$/ }).count();
  assert(steps > 0, "no images named 'Process step N'");
  // The gallery's last row is as full as its first: no image beside an empty cell.
  const rows = await page.evaluate(() => {
    const list = document.querySelector('ul:has(a[href] img[alt^="Process step"])');
    const widths = new Map();
    for (const item of list.children) {
      const box = item.getBoundingClientRect();
      widths.set(Math.round(box.top), (widths.get(Math.round(box.top)) ?? 0) + box.width);
    }
    return [...widths.values()].map((width) => width / list.clientWidth);
  });
  assert(rows.at(-1) > 0.9, `the gallery's last row fills ${(rows.at(-1) * 100).toFixed(0)}%`);
}

function routeCheck(route, viewport) {
  return check(`${route} at ${viewport.width}px`, async (t) => {
    const page = await t.open(route, { viewport, prepare: fontsBeforeFirstPaint });
    const project = projects.find((p) => route === `/portfolio/${p.id}/`);
    if (project) {
      await t.step('deep link in a fresh context renders the case study', () =>
        assertCaseStudy(page, project),
      );
    }
    // Home settles once the intro is over.
    if (route === '/') await introAt(page, intro.loadingEnds + 300);
    await settle(page);
    await t.step('every image has loaded (naturalWidth > 0)', () => assertImagesLoaded(page));
    await t.step('cumulative layout shift is 0', () => assertNoLayoutShift(page));
    await layoutSteps(t, page, route, viewport);
    // The stylesheet link moved to the end of <body> (scripts/build/post/critical-css.mjs) is the
    // one React adopts: hydration adds no second link, and nothing is downloaded twice.
    await t.step(
      'the stylesheet, the font and each script are requested once; one stylesheet link',
      async () => {
        const assets = t.requests
          .map((url) => new URL(url).pathname)
          .filter((path) => /\/_next\/static\/.*\.(css|js|woff2)$/.test(path));
        const twice = [...new Set(assets.filter((path, i) => assets.indexOf(path) !== i))];
        const links = await page.locator('link[rel="stylesheet"][href*="/_next/static/"]').count();
        assert(
          assets.some((path) => path.endsWith('.css')) && twice.length === 0 && links === 1,
          `requested twice: ${twice.join(', ') || 'none'}; ${links} stylesheet link(s)`,
        );
      },
    );
    await t.step(
      route === '/' ? 'axe: no violations after the intro ends' : 'axe: no violations',
      () => axe(page),
    );
    await t.step(`screenshot ${screenshotDir}/${screenshotName(route, viewport.width)}`, () =>
      fullPageScreenshot(page, {
        path: `${screenshotDir}/${screenshotName(route, viewport.width)}`,
      }),
    );
    await t.step('focus is visible at every Tab stop', async () => {
      const stops = await tabStops(page);
      assert(stops.length > 0, 'Tab reaches nothing');
      const bad = stops.filter((s) => !s.focusVisible || !s.indicator || !s.onScreen || s.covered);
      assert(
        bad.length === 0,
        bad
          .map(
            (s) =>
              `${s.name}: ${[
                !s.focusVisible && 'not :focus-visible',
                !s.indicator && 'no outline or ring',
                !s.onScreen && 'not on screen',
                s.covered && `covered by ${s.coveredBy}`,
              ]
                .filter(Boolean)
                .join(', ')}`,
          )
          .join('; '),
      );
    });
    await t.clean();
  });
}

// Visitors whose system is dark get the dark palette: its contrast is checked too (with reduced
// motion, so Home shows its hero at once). One check per route, so none grows with the site.
function darkScheme(route, viewport) {
  return check(`Dark colour scheme: ${route} at ${viewport.width}px`, async (t) => {
    const page = await t.open(route, { viewport, colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.waitForLoadState('networkidle');
    await t.step('axe: no violations', () => axe(page));
    await t.clean();
  });
}

// The primary buttons' hover shade keeps their text readable: axe sees the hovered button (reduced
// motion, so the shade applies at once, without a transition). On a plain card, where axe can
// judge the contrast (over Home's blueprint grid it leaves it undecided).
function hoveredButton(colorScheme) {
  return check(`'Send Message' under the pointer, ${colorScheme} scheme`, async (t) => {
    const page = await t.open('/contact/', {
      viewport: viewports.desktop,
      colorScheme,
      reducedMotion: 'reduce',
    });
    await page.getByRole('button', { name: 'Send Message' }).hover();
    await t.step('axe: no violations, the hovered button included', () => axe(page));
    await t.clean();
  });
}

export function routeChecks() {
  mkdirSync(screenshotDir, { recursive: true });
  return [
    ...Object.values(viewports).flatMap((viewport) =>
      routes.map((route) => routeCheck(route, viewport)),
    ),
    ...routes.map((route) => darkScheme(route, viewports.phone)),
    hoveredButton('light'),
    hoveredButton('dark'),
    narrowPhone(),
  ];
}
