// Every page paints from the rules inlined in its <head> (scripts/build/post/critical-css.mjs)
// while its stylesheet loads at the end of <body>. If those rules missed one the page uses, the
// first paint would look different from the finished page and shift when the stylesheet arrives.
// Each route is drawn twice with JavaScript off, once with the stylesheet answered empty: the page
// must be the same height and its first screen the same, but for a few pixels of antialiasing (two
// loads of the same page can draw a form field's edge 1 px apart: 26 pixels at 1280 px on
// /contact/). A missing rule changes a colour, a size or a place: thousands of pixels.
import sharp from 'sharp';
import { check } from '../support/harness.mjs';
import { assert } from '../support/page.mjs';
import { routes, viewports } from '../support/site.mjs';

const NOISE = 0.0005;

async function firstScreen(t, route, viewport, colorScheme, { withoutStylesheet }) {
  const context = await t.context({
    viewport,
    colorScheme,
    javaScriptEnabled: false,
    reducedMotion: 'reduce',
  });
  if (withoutStylesheet) {
    await context.route(/\/_next\/static\/.*\.css(\?|$)/, (route) =>
      route.fulfill({ contentType: 'text/css', body: '' }),
    );
  }
  const page = await context.newPage();
  await t.goto(page, route);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.loading === 'lazy' || img.complete),
  );
  const { data, info } = await sharp(await page.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Sections off screen (`content-visibility: auto`, app/globals.css) keep a placeholder height
  // until they are first drawn, and when that happens depends on timing: the page's height is
  // read with every section laid out (through the CSSOM, which the policy leaves alone).
  const height = await page.evaluate(() => {
    for (const element of document.querySelectorAll('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
    return document.documentElement.scrollHeight;
  });
  await context.close();
  return { data, info, height };
}

function samePaint(route, viewport, colorScheme) {
  return check(
    `${route} at ${viewport.width}px, ${colorScheme}: the inlined rules alone paint the page`,
    async (t) => {
      const inlined = await firstScreen(t, route, viewport, colorScheme, {
        withoutStylesheet: true,
      });
      const full = await firstScreen(t, route, viewport, colorScheme, { withoutStylesheet: false });
      await t.step('the first screen is the same, and the page as tall', () => {
        let differing = 0;
        for (let i = 0; i < full.data.length; i += full.info.channels) {
          if (
            full.data[i] !== inlined.data[i] ||
            full.data[i + 1] !== inlined.data[i + 1] ||
            full.data[i + 2] !== inlined.data[i + 2]
          ) {
            differing += 1;
          }
        }
        const pixels = full.info.width * full.info.height;
        assert(
          differing <= pixels * NOISE && full.height === inlined.height,
          `${differing} pixel(s) differ; ${inlined.height} px tall without the stylesheet, ${full.height} px with it`,
        );
      });
      await t.clean();
    },
  );
}

export function criticalCssChecks() {
  return [
    ...routes.flatMap((route) =>
      Object.values(viewports).map((viewport) => samePaint(route, viewport, 'light')),
    ),
    samePaint('/', viewports.phone, 'dark'),
    samePaint('/portfolio/atlas-base/', viewports.desktop, 'dark'),
  ];
}
