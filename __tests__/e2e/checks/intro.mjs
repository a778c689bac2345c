// The Home intro, measured in the page's own clock (performance.now(), from navigation start).
// "Visible" is computed visibility 'visible' and opacity above 0 (see support/probes.mjs).
// Timing checks run alone (serial) so the machine's load does not shift the page's frames.
import { check } from '../support/harness.mjs';
import { assert, axe, eventually, introAt, introNow } from '../support/page.mjs';
import { intro, viewports } from '../support/site.mjs';

const MARGIN = 300;
// A reading later than this after its moment says nothing about that moment.
const LATE = 150;

const hero = [
  ['heading', 'heading', intro.heading],
  ['subtitle', 'subtitle (brand title)', intro.subtitle],
  ['tagline', 'tagline', intro.tagline],
  ['cta', "'View My Work'", intro.cta],
];

const heroText = ['heading', 'subtitle', 'tagline', 'cta'];

const describeState = (s) =>
  `at ${s.now} ms: ${[...heroText, 'panel'].map((k) => `${k} ${s[k] ? 'visible' : 'hidden'}`).join(', ')}`;

function timing() {
  const moments = [
    ...hero.flatMap(([key, label, at]) => [
      {
        at: at - MARGIN,
        key,
        label: `${label} is not visible at ${at - MARGIN} ms`,
        visible: false,
      },
      { at: at + MARGIN, key, label: `${label} is visible at ${at + MARGIN} ms`, visible: true },
    ]),
    {
      at: intro.cta,
      key: 'panel',
      label: `loading panel is visible at ${intro.cta} ms`,
      visible: true,
    },
    {
      at: intro.loadingEnds + MARGIN,
      key: 'panel',
      label: `loading panel is gone at ${intro.loadingEnds + MARGIN} ms`,
      visible: false,
    },
  ].sort((a, b) => a.at - b.at);

  return check(
    `Home intro timing at ${viewports.desktop.width}px`,
    async (t) => {
      const page = await t.open('/', { viewport: viewports.desktop, waitUntil: 'commit' });
      for (const moment of moments) {
        const state = await introAt(page, moment.at);
        await t.step(moment.label, () => {
          assert(state.now <= moment.at + LATE, `measured too late, ${describeState(state)}`);
          assert(state[moment.key] === moment.visible, describeState(state));
        });
      }
      await t.clean();
    },
    { serial: true },
  );
}

// Without JavaScript nothing re-anchors the CSS animations to navigation start: they run from the
// first paint, so "once the intro time is over" is counted from there.
function withoutJavaScript() {
  return check(
    'Home intro with JavaScript disabled',
    async (t) => {
      const page = await t.open('/', { javaScriptEnabled: false });
      const early = await introAt(page, intro.heading - MARGIN, { scripts: false });
      await t.step(`hero text is not visible at ${intro.heading - MARGIN} ms`, () =>
        assert(
          heroText.every((k) => !early[k]),
          describeState(early),
        ),
      );
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      );
      const over = Math.round(firstPaint) + intro.loadingEnds + MARGIN;
      const late = await introAt(page, over, { scripts: false });
      await t.step(
        `hero text and 'View My Work' are visible after the intro (first paint + 5.8 s)`,
        () =>
          assert(
            heroText.every((k) => late[k]),
            describeState(late),
          ),
      );
      await t.step('loading panel is gone after the intro (first paint + 5.8 s)', () =>
        assert(!late.panel, describeState(late)),
      );
      await t.clean();
    },
    { serial: true },
  );
}

// axe runs while the loading panel shows and before any hero text starts to fade in, so every
// element it sees is either hidden or fully shown (a half-faded text would fail contrast).
function axeWhileRunning(viewport) {
  return check(
    `Home intro running at ${viewport.width}px`,
    async (t) => {
      const page = await t.open('/', { viewport });
      const before = await introAt(page, 800);
      await t.step('axe: no violations while the loading panel shows', async () => {
        assert(before.panel && heroText.every((k) => !before[k]), describeState(before));
        await axe(page);
        const after = await introNow(page);
        assert(
          after.now < intro.heading,
          `axe ended only at ${after.now} ms, when the heading shows`,
        );
      });
      await t.clean();
    },
    { serial: true },
  );
}

function skipByKeyboard(viewport) {
  return check(
    `Home 'Skip intro' by keyboard at ${viewport.width}px`,
    async (t) => {
      const page = await t.open('/', { viewport });
      const reached = await t.step("Tab reaches the 'Skip intro' button", async () => {
        for (let i = 0; i < 20; i += 1) {
          await page.keyboard.press('Tab');
          const focus = await page.evaluate(() => window.__e2e.focus());
          if (focus.tag === 'button' && focus.text === 'Skip intro') return;
        }
        throw new Error("'Skip intro' not reached in 20 Tab presses");
      });
      if (!reached) return;
      await t.step('Enter ends the intro: hero text visible, loading panel gone', async () => {
        await page.keyboard.press('Enter');
        const state = await eventually(async () => {
          const s = await introNow(page);
          assert(heroText.every((k) => s[k]) && !s.panel, describeState(s));
          return s;
        }, 1000);
        assert(state.now < intro.heading, `only skipped at ${state.now} ms`);
      });
      await t.step('focus moves to the hero heading', async () => {
        const focus = await page.evaluate(() => window.__e2e.focus());
        assert(focus.tag === 'h1', `focus is on ${focus.name}`);
      });
      await t.step('axe: no violations after skipping', () => axe(page));
      await t.clean();
    },
    { serial: true },
  );
}

function reducedMotion() {
  return check('Home with prefers-reduced-motion: reduce', async (t) => {
    const page = await t.open('/', { reducedMotion: 'reduce' });
    const first = await (await page.waitForFunction(() => window.__e2e.firstHeroFrame)).jsonValue();
    await t.step('hero text is visible in the first frame that renders it', () => {
      assert(
        !first.painted,
        `the hero was first seen after the first paint, ${describeState(first)}`,
      );
      assert(
        heroText.every((k) => first[k]),
        describeState(first),
      );
    });
    await t.step('no loading panel', async () => {
      const now = await introNow(page);
      assert(!first.panel && !now.panel, describeState(first.panel ? first : now));
    });
    await t.clean();
  });
}

export function introChecks() {
  return [
    timing(),
    withoutJavaScript(),
    ...Object.values(viewports).flatMap((viewport) => [
      axeWhileRunning(viewport),
      skipByKeyboard(viewport),
    ]),
    reducedMotion(),
  ];
}
