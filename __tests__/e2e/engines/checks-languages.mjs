// Cross-engine checks of the fixture site in English and German (npm run build:fixture): the
// language switcher keeps the page and the filter when followed by keyboard, has the names a screen
// reader reads, leads an untranslated case study to the German portfolio and says so; a client-side
// navigation inside German stays in German; a German page does not move once painted. One page load
// serves several steps. Not here: the switcher without JavaScript. This harness cannot turn
// JavaScript off (Firefox would need a third browser with the `javascript.enabled` pref, WebKitGTK
// a MiniBrowser with its `enable-javascript-markup` setting off, each seconds to start); the
// Chromium suite checks it (../checks/languages.mjs).
import { assert, eventually } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';
import { byText, path, untilHydrated } from './dom.mjs';
import { engineCheck } from './harness.mjs';
import { staysStill } from './moves.mjs';

const lang = () => document.documentElement.lang;

/** The rendered links of the navigation named `name`, as a screen reader meets them. */
const switcherLinks = (name) =>
  [...document.querySelectorAll(`nav[aria-label="${name}"] a`)]
    .filter((a) => a.getClientRects().length > 0)
    .map((a) => ({
      text: a.textContent.trim(),
      href: a.getAttribute('href'),
      hreflang: a.getAttribute('hreflang'),
      lang: a.getAttribute('lang'),
    }));

function switcherKeepsFilter() {
  return engineCheck(
    'Languages: the switcher on a German page',
    async (t) => {
      const page = await t.open('/de/portfolio/?category=ux-digital');
      await staysStill(t, page, '/de/portfolio/?category=ux-digital');
      await t.step(
        "the switcher is a navigation named 'Sprache' with one link, 'English' (hreflang, lang en)",
        async () => {
          const links = await page.eval(switcherLinks, 'Sprache');
          const [link] = links;
          assert(links.length === 1, `${links.length} links: ${JSON.stringify(links)}`);
          assert(link.text === 'English' && link.href === '/portfolio/', JSON.stringify(link));
          assert(link.hreflang === 'en' && link.lang === 'en', JSON.stringify(link));
        },
      );
      await t.step(
        "by keyboard (focus, Enter) it leads to /portfolio/?category=ux-digital, 'UX & Digital' pressed",
        async () => {
          await page.eval((name) => {
            [...document.querySelectorAll(`nav[aria-label="${name}"] a`)]
              .find((a) => a.getClientRects().length > 0)
              .focus();
          }, 'Sprache');
          await page.press('Enter');
          await eventually(async () => {
            const where = await path(page);
            assert(where === '/portfolio/?category=ux-digital', `at ${where}`);
            assert((await page.eval(lang)) === 'en-US', 'not the English page');
            const on = await page.eval(() =>
              [...document.querySelectorAll('[aria-pressed="true"]')].map((b) =>
                b.textContent.trim(),
              ),
            );
            assert(on.join() === 'UX & Digital', `pressed [${on.join(', ')}]`);
          });
        },
      );
      await t.clean();
    },
    { site: 'fixture' },
  );
}

function staysInGerman() {
  return engineCheck(
    'Languages: links inside German stay in German',
    async (t) => {
      const page = await t.open('/de/');
      await t.step(
        "the header's 'Portfolio' leads client-side to /de/portfolio/, whose cards are German",
        async () => {
          await untilHydrated(page, 'nav[aria-label="Hauptnavigation"] a');
          await page.eval(() => (window.__e2eDocument = true));
          await page.click(byText, 'nav[aria-label="Hauptnavigation"] a', 'Portfolio');
          await eventually(async () => {
            assert((await path(page)) === '/de/portfolio/', `at ${await path(page)}`);
            const cards = await page.eval(() =>
              [...document.querySelectorAll('main a[href*="/portfolio/"]')].map((a) =>
                a.getAttribute('href'),
              ),
            );
            assert(cards.length > 0, 'no card links');
            const other = cards.filter((href) => !href.startsWith('/de/portfolio/'));
            assert(other.length === 0, `links out of German: ${other.join(', ')}`);
          });
          assert(await page.eval(() => window.__e2eDocument === true), 'a full page load');
          assert((await page.eval(lang)) === 'de', `<html lang="${await page.eval(lang)}">`);
        },
      );
      await t.clean();
    },
    { site: 'fixture' },
  );
}

function untranslatedCaseStudy() {
  return engineCheck(
    'Languages: an untranslated case study',
    async (t) => {
      const page = await t.open('/portfolio/3d-laser-scanning/');
      await t.step(
        "the phone menu's switcher leads to /de/portfolio/ and says the page is not in German",
        async () => {
          await untilHydrated(page, 'header button[aria-expanded]');
          await page.click(byText, 'header button', 'Menu');
          let links;
          await eventually(async () => {
            links = await page.eval(switcherLinks, 'Language');
            assert(links.length === 1, `${links.length} visible switcher links`);
          });
          assert(links[0].href === '/de/portfolio/', `href ${links[0].href}`);
          assert(links[0].text.includes('nicht auf Deutsch'), `"${links[0].text}"`);
          await page.click(
            (name) =>
              [...document.querySelectorAll(`nav[aria-label="${name}"] a`)].find(
                (a) => a.getClientRects().length > 0,
              ),
            'Language',
          );
          await eventually(async () => {
            assert((await path(page)) === '/de/portfolio/', `at ${await path(page)}`);
            assert((await page.eval(lang)) === 'de', 'not the German page');
          });
        },
      );
      await staysStill(t, page, '/de/portfolio/ (followed from it)');
      await t.clean();
    },
    { viewport: viewports.phone, site: 'fixture' },
  );
}

export const languageChecks = () => [
  switcherKeepsFilter(),
  staysInGerman(),
  untranslatedCaseStudy(),
];
