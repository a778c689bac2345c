// The owner's intro setting (content/home.yaml `intro`), each judged by the first frame that holds
// Home's hero (support/probes.mjs `firstHeroFrame`): `always` (the sample) plays the intro again on
// a reload; `once` (the fixture site) plays it on the first visit of a tab's session and shows
// Home's content at first paint after that, on a reload and on a client-side visit, while a new
// tab plays it again; `none` (a copy of the project built with it) shows Home's content at first
// paint with no intro in the page and none of its code loaded. Each without a layout shift.
import { startStaticServer } from '../../../scripts/test/static-server.mjs';
import { fixtureOut } from '../../../scripts/test/fixture-site.mjs';
import { buildIntroSite } from '../../../scripts/test/intro-site.mjs';
import { check } from '../support/harness.mjs';
import {
  assert,
  assertNoLayoutShift,
  axe,
  eventually,
  fontsBeforeFirstPaint,
  introNow,
  settle,
} from '../support/page.mjs';
import { viewports } from '../support/site.mjs';
import { fixtureSite } from './theme.mjs';

const heroText = ['heading', 'subtitle', 'tagline', 'cta'];
const describe = (s) =>
  `${[...heroText, 'panel'].map((k) => `${k} ${s[k] ? 'visible' : 'hidden'}`).join(', ')}`;

const firstFrame = async (page) =>
  (await page.waitForFunction(() => window.__e2e.firstHeroFrame)).jsonValue();

async function assertIntroPlays(t, page, when) {
  await t.step(
    `${when}: the first frame shows the loading panel, the heading not yet`,
    async () => {
      const first = await firstFrame(page);
      assert(first.panel && !first.heading, describe(first));
    },
  );
}

async function assertContentAtFirstPaint(t, page, when) {
  await t.step(`${when}: the first frame shows all of Home's hero, no loading panel`, async () => {
    const first = await firstFrame(page);
    assert(heroText.every((k) => first[k]) && !first.panel, describe(first));
  });
}

const noIntroSite = {
  name: 'intro-none',
  async start() {
    const started = Date.now();
    const dir = buildIntroSite('none');
    console.log(`Built ${dir} (intro: none) in ${Math.round((Date.now() - started) / 1000)} s`);
    const server = await startStaticServer({ root: dir, port: 0 });
    return {
      base: `http://127.0.0.1:${server.address().port}`,
      dir,
      async close() {
        server.closeAllConnections();
        server.close();
      },
    };
  },
};

function always() {
  return check('Intro setting always (the sample): a reload plays the intro again', async (t) => {
    const page = await t.open('/', { viewport: viewports.desktop });
    await assertIntroPlays(t, page, 'first visit');
    await page.reload();
    await assertIntroPlays(t, page, 'reload');
    await t.clean();
  });
}

function once(viewport) {
  return check(
    `Intro setting once (fixture): once per tab's session at ${viewport.width}px`,
    async (t) => {
      const page = await t.open('/', { viewport });
      await assertIntroPlays(t, page, 'first visit');
      // The reload's first paint waits for the fonts too, so a shift measured is the layout's.
      await fontsBeforeFirstPaint(page.context(), '/', fixtureOut);
      await page.reload();
      await assertContentAtFirstPaint(t, page, 'reload');
      await settle(page);
      await t.step('cumulative layout shift is 0', () => assertNoLayoutShift(page));
      await t.step('axe: no violations', () => axe(page));
      await t.step('a client-side visit from About shows the hero at once', async () => {
        await page.goto(t.url('/about/'));
        await page.evaluate(() => (window.__e2eDocument = true));
        await page.locator('header a[href="/"]').first().click();
        await page.waitForURL((url) => url.pathname === '/');
        const now = await eventually(async () => {
          const state = await introNow(page);
          assert(state.complete, 'Home not rendered yet');
          return state;
        });
        assert(await page.evaluate(() => window.__e2eDocument === true), 'a full page load');
        assert(heroText.every((k) => now[k]) && !now.panel, describe(now));
      });
      const tab = await page.context().newPage();
      await tab.goto(t.url('/'));
      await assertIntroPlays(t, tab, 'a new tab');
      await t.clean();
    },
    { site: fixtureSite },
  );
}

function none(viewport) {
  return check(
    `Intro setting none: Home's content at first paint at ${viewport.width}px`,
    async (t, site) => {
      const page = await t.open('/', {
        viewport,
        prepare: (context, path) => fontsBeforeFirstPaint(context, path, site.dir),
      });
      await assertContentAtFirstPaint(t, page, 'first visit');
      await settle(page);
      await t.step('no intro in the page: no panel, no Skip Intro, no render hold', async () => {
        const s = await page.evaluate(() => ({
          panel: document.querySelector('[role="progressbar"]') !== null,
          skip: [...document.querySelectorAll('button')].some((b) =>
            /Skip Intro/.test(b.textContent),
          ),
          holds: [...document.querySelectorAll('link[rel="expect"]')].map((l) => l.href),
        }));
        assert(
          !s.panel && !s.skip && s.holds.every((h) => !h.endsWith('#intro-end')),
          JSON.stringify(s),
        );
      });
      await t.step("none of the intro's code is loaded", async () => {
        const scripts = t.requests.filter((url) => new URL(url).pathname.endsWith('.js'));
        const carrying = await page.evaluate(async (urls) => {
          const texts = await Promise.all(urls.map((u) => fetch(u).then((r) => r.text())));
          return urls.filter((_, i) => texts[i].includes('Initializing...'));
        }, scripts);
        assert(scripts.length > 0 && carrying.length === 0, `the intro's code in ${carrying}`);
      });
      await t.step('cumulative layout shift is 0', () => assertNoLayoutShift(page));
      await t.step('axe: no violations', () => axe(page));
      await t.clean();
    },
    { site: noIntroSite },
  );
}

export const introSettingChecks = () => [
  always(),
  once(viewports.phone),
  once(viewports.desktop),
  none(viewports.phone),
  none(viewports.desktop),
];
