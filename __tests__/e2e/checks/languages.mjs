// The fixture site in English and German (npm run build:fixture): the language switcher keeps the
// page and the portfolio's filter, works without JavaScript, has the right names for keyboard and
// screen-reader users, and leads an untranslated case study to the German portfolio; a German page
// is axe-clean; client-side navigation inside German stays in German; German pages do not move once
// painted (CLS 0 at 390 and 1280 px). One page load serves several steps (the suite's time is tight).
import path from 'node:path';
import { startStaticServer } from '../../../scripts/test/static-server.mjs';
import { check } from '../support/harness.mjs';
import {
  assert,
  assertNoLayoutShift,
  axe,
  eventually,
  fontsBeforeFirstPaint,
  introAt,
  markDocument,
  sameDocument,
  untilHydrated,
} from '../support/page.mjs';
import { intro, viewports } from '../support/site.mjs';

const fixtureOut = path.resolve('artifacts/fixture/site/out');

export const languageSite = {
  name: 'fixture-languages',
  async start() {
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

const lang = (page) => page.evaluate(() => document.documentElement.lang);

// The fonts are in before the first paint, as in the other CLS checks (a swap is the business of
// `npm run font-swap-cls`). The German pages used to have no font preload (Next finds none for the
// .i18n.tsx page files; scripts/build/post/preload-fonts.mjs adds them), so nothing was held and
// the swap moved a filter button 3 px on /de/portfolio/?category=ux-digital (CLS 0.000025).
const fontsFirst = (context, route) => fontsBeforeFirstPaint(context, route, fixtureOut);

/** A step: from its first paint to React's hydration (Home: to its intro's end), the page stays. */
const staysStill = (t, page, route, at = '') =>
  t.step(`${route}${at} does not move once painted (CLS 0)`, async () => {
    if (route === '/de/') await introAt(page, intro.loadingEnds + 300);
    await untilHydrated(page.locator('main a').first());
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Two frames more, so a shift from hydration's render is on record.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await assertNoLayoutShift(page);
  });

const switcher = (page, name) =>
  page.getByRole('navigation', { name }).filter({ visible: true }).getByRole('link');

export const languageChecks = () => [
  check(
    'Languages: the switcher on a German page',
    async (t) => {
      const route = '/de/portfolio/?category=ux-digital';
      const page = await t.open(route, { viewport: viewports.desktop, prepare: fontsFirst });
      await staysStill(t, page, route);
      await t.step('the page says it is German, and is axe-clean', async () => {
        assert((await lang(page)) === 'de', `<html lang="${await lang(page)}">`);
        await axe(page);
      });
      await t.step(
        'the switcher is a named navigation with a link named in its language',
        async () => {
          const link = switcher(page, 'Sprache');
          assert((await link.count()) === 1, `${await link.count()} links`);
          assert((await link.getAttribute('hreflang')) === 'en', 'hreflang');
          assert((await link.getAttribute('lang')) === 'en', 'lang');
          assert((await link.textContent()) === 'English', `"${await link.textContent()}"`);
        },
      );
      await t.step(
        'by keyboard it leads to the English portfolio with the filter kept',
        async () => {
          await switcher(page, 'Sprache').focus();
          await page.keyboard.press('Enter');
          await page.waitForURL((url) => url.pathname === '/portfolio/');
          assert(new URL(page.url()).search === '?category=ux-digital', `at ${page.url()}`);
          assert((await lang(page)) === 'en-US', 'the English page has <html lang="en-US">');
          const pressed = page.getByRole('button', { pressed: true });
          await eventually(async () =>
            assert((await pressed.textContent()) === 'UX & Digital', 'the filter is not selected'),
          );
        },
      );
    },
    { site: languageSite },
  ),
  check(
    'Languages: links inside German stay in German',
    async (t) => {
      const page = await t.open('/de/', { viewport: viewports.desktop, prepare: fontsFirst });
      await staysStill(t, page, '/de/');
      await t.step(
        'a client-side navigation from the German home lands on a German page',
        async () => {
          await markDocument(page);
          await page
            .getByRole('navigation', { name: 'Hauptnavigation' })
            .getByRole('link', { name: 'Portfolio' })
            .click();
          await page.waitForURL((url) => url.pathname === '/de/portfolio/');
          assert(await sameDocument(page), 'a full page load, not client-side');
          await eventually(async () => {
            const card = page.locator('main a[href*="/portfolio/atlas-base/"]').first();
            assert((await card.getAttribute('href')) === '/de/portfolio/atlas-base/', 'card link');
          });
        },
      );
    },
    { site: languageSite },
  ),
  // The other loads of the CLS 0 set (/de/ and the filtered portfolio at 1280 px are above).
  check(
    'Languages: German pages stay still',
    async (t) => {
      for (const [route, viewport] of [
        ['/de/', viewports.phone],
        ['/de/portfolio/?category=ux-digital', viewports.phone],
        ['/de/portfolio/atlas-base/', viewports.phone],
        ['/de/portfolio/atlas-base/', viewports.desktop],
      ]) {
        const page = await t.open(route, { viewport, prepare: fontsFirst });
        await staysStill(t, page, route, ` at ${viewport.width}px`);
        await page.context().close();
      }
    },
    { site: languageSite },
  ),
  check(
    'Languages: the switcher without JavaScript',
    async (t) => {
      const page = await t.open('/portfolio/3d-laser-scanning/', {
        viewport: viewports.desktop,
        javaScriptEnabled: false,
      });
      await t.step(
        'an untranslated case study leads to the German portfolio, and says so',
        async () => {
          const link = switcher(page, 'Language');
          assert((await link.getAttribute('href')) === '/de/portfolio/', 'href');
          assert((await link.textContent()).includes('nicht auf Deutsch'), 'no note');
          await link.click();
          await page.waitForURL((url) => url.pathname === '/de/portfolio/');
        },
      );
      await t.step('a translated one leads to itself in the other language', async () => {
        await t.goto(page, '/de/portfolio/atlas-base/');
        await switcher(page, 'Sprache').click();
        await page.waitForURL((url) => url.pathname === '/portfolio/atlas-base/');
        assert((await lang(page)) === 'en-US', 'lang');
      });
    },
    { site: languageSite },
  ),
  // The fixture's German FocusGate title ends in a 35-letter compound, longer than a phone's line:
  // it breaks inside the word rather than widening the page (app/globals.css).
  check(
    'Languages: a long German compound word at 320px',
    async (t) => {
      const viewport = { width: 320, height: 700 };
      for (const [route, heading] of [
        ['/de/portfolio/focusgate-project-management/', 'main h1'],
        ['/de/portfolio/', 'main h2, main h3'],
      ]) {
        const page = await t.open(route, { viewport, reducedMotion: 'reduce' });
        await t.step(`${route}: the page and its titles stay inside the screen`, async () => {
          const s = await page.evaluate((selector) => {
            const titles = [...document.querySelectorAll(selector)];
            return {
              wide: document.documentElement.scrollWidth,
              compound: titles.some((h) => h.textContent.includes('softwareeinführung')),
              // Past the screen's edge, or past its own box (a card clips what runs out of it).
              outside: titles
                .filter(
                  (h) =>
                    h.getBoundingClientRect().right > innerWidth || h.scrollWidth > h.clientWidth,
                )
                .map((h) => h.textContent),
            };
          }, heading);
          assert(s.compound, 'no title with the compound word');
          assert(s.wide <= viewport.width, `the page is ${s.wide} px wide`);
          assert(s.outside.length === 0, `past the edge: ${s.outside.join(', ')}`);
        });
        await page.context().close();
      }
      await t.clean();
    },
    { site: languageSite },
  ),
];
