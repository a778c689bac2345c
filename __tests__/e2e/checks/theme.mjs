// The fixture's theme (accent #0f766e, its own font file, warm greys, large radius, its own mark) in the
// browser: axe in light and dark, the theme reaching the computed styles, and screenshots of Home and
// a case study beside the sample theme's (artifacts/screenshots/<route>-<width>-light.png).
import { existsSync } from 'node:fs';
import { fixtureOut } from '../../../scripts/test/fixture-site.mjs';
import { fullPageScreenshot } from '../../../scripts/test/full-page-screenshot.mjs';
import { startStaticServer } from '../../../scripts/test/static-server.mjs';
import { check } from '../support/harness.mjs';
import { assert, axe, settle } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';
import { screenshotDir } from './routes.mjs';

export const fixtureSite = {
  name: 'fixture',
  async start() {
    if (!existsSync(`${fixtureOut}/index.html`)) {
      throw new Error(
        'artifacts/fixture/site/out has no export: run `npm run build:fixture` first.',
      );
    }
    const server = await startStaticServer({ root: fixtureOut, port: 0 });
    return {
      base: `http://127.0.0.1:${server.address().port}`,
      async close() {
        server.closeAllConnections();
        server.close();
      },
    };
  },
};

const routes = ['/', '/portfolio/atlas-base/', '/contact/'];
const name = (route) =>
  route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/\//g, '-');

function themedAxe(route, colorScheme) {
  return check(
    `Fixture theme: axe on ${route}, ${colorScheme} scheme`,
    async (t) => {
      const page = await t.open(route, {
        viewport: viewports.phone,
        colorScheme,
        reducedMotion: 'reduce',
      });
      await page.waitForLoadState('networkidle');
      await t.step('axe: no violations', () => axe(page));
      if (route === '/contact/') {
        await page.getByRole('button', { name: 'Send Message' }).hover();
        await t.step('axe: no violations with the primary button hovered', () => axe(page));
      }
      await t.clean();
    },
    { site: fixtureSite },
  );
}

function themedStyles() {
  return check(
    'Fixture theme: accent, typeface and radius reach the page',
    async (t) => {
      const page = await t.open('/contact/', {
        viewport: viewports.desktop,
        reducedMotion: 'reduce',
      });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const styles = await page.evaluate(() => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Send Message',
        );
        const card =
          document.querySelector('form')?.closest('.rounded-xl') ?? document.querySelector('form');
        return {
          button: getComputedStyle(button).backgroundColor,
          buttonText: getComputedStyle(button).color,
          radius: getComputedStyle(card).borderTopLeftRadius,
          font: getComputedStyle(document.body).fontFamily,
          loaded: [...document.fonts].filter((f) => f.status === 'loaded').length,
        };
      });
      await t.step('the primary button is filled with #0f766e, with white text', () => {
        assert(styles.button === 'rgb(15, 118, 110)', `button background ${styles.button}`);
        assert(styles.buttonText === 'rgb(255, 255, 255)', `button text ${styles.buttonText}`);
      });
      await t.step('cards follow the large radius (0.75rem x 1.75 = 21px)', () =>
        assert(styles.radius === '21px', `card radius ${styles.radius}`),
      );
      await t.step('the body is set in the web font, loaded, with its fallbacks', () => {
        assert(styles.font.includes('Site Sans Fallback'), styles.font);
        assert(styles.loaded >= 1, 'no web font loaded');
      });
      await t.clean();
    },
    { site: fixtureSite },
  );
}

function screenshots() {
  return check(
    'Fixture theme: screenshots of Home and a case study at 390 and 1280 px',
    async (t) => {
      for (const viewport of Object.values(viewports)) {
        for (const route of ['/', '/portfolio/atlas-base/']) {
          for (const colorScheme of ['light', 'dark']) {
            const page = await t.open(route, { viewport, colorScheme, reducedMotion: 'reduce' });
            await settle(page);
            const path = `${screenshotDir}/fixture-${name(route)}-${viewport.width}-${colorScheme}.png`;
            await (viewport.width > 400
              ? fullPageScreenshot(page, { path })
              : page.screenshot({ path }));
          }
        }
      }
      await t.clean();
    },
    { site: fixtureSite },
  );
}

export function themeChecks() {
  return [
    ...routes.flatMap((route) => [themedAxe(route, 'light'), themedAxe(route, 'dark')]),
    themedStyles(),
    screenshots(),
  ];
}
