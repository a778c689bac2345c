// The Home intro in the page's own clock (ms from navigation start). support/probes.mjs records
// every rendered frame: a part passes if its animations schedule it within ±300 ms of its time
// and no frame contradicts that (none shows it early, none still hides it later). How often the
// machine gets a frame out does not matter, so these checks hold on a loaded machine too.
import { check } from '../support/harness.mjs';
import { assert, axe, eventually, introAt, introNow, paints } from '../support/page.mjs';
import { intro, viewports } from '../support/site.mjs';
import {
  holdIntro,
  openThrottled,
  recordedIntro,
  timingProblems,
} from '../support/intro-timing.mjs';

const MARGIN = 300;
const heroText = ['heading', 'subtitle', 'tagline', 'cta'];
const describeState = (s) =>
  `at ${s.now} ms: ${[...heroText, 'panel'].map((k) => `${k} ${s[k] ? 'visible' : 'hidden'}`).join(', ')}`;

/** One step per part of the intro, each naming what was measured. */
async function timingSteps(t, record, anchor = 0) {
  for (const part of timingProblems(record, anchor, MARGIN)) {
    await t.step(part.label, () => assert(part.problems.length === 0, part.problems.join('; ')));
  }
}

function timing(name, { rate = 1, delays } = {}) {
  return check(
    name,
    async (t) => {
      const page = await openThrottled(t, '/', { rate, delays });
      const record = await recordedIntro(page);
      if (delays) {
        // The page paints from the rules inlined in its <head>
        // (scripts/build/post/critical-css.mjs), so the stylesheet arriving in the middle of the
        // intro must not move any of its times. With the stylesheet 4.2 s late the first frame must
        // come well before it (unthrottled it comes at about 130 ms); the 1.5 s cases at 4x and 6x
        // CPU are left out of this step, as a busy machine can take that long to paint anything
        // (1148 ms seen at 6x beside scripts/test/busy-cores.mjs).
        if (delays.css >= 4000) {
          await t.step(
            `the first frame (${Math.round(record.firstFrame)} ms) did not wait for the slow stylesheet (${delays.css} ms)`,
            () =>
              assert(
                record.firstFrame < delays.css,
                `first frame at ${Math.round(record.firstFrame)}`,
              ),
          );
        }
        // Home's LCP element is the hero picture, and it needs no request of its own. It is not
        // always in the first frame here: with the stylesheet no longer holding the first paint,
        // a fast link and a slow CPU can paint the page before the picture is ready (150-400 ms
        // sooner at 6x). On a phone's link it was in the first paint in every load of
        // `npm run bench:real`, which reports it per route.
        await t.step(
          'the hero picture, drawn from the HTML itself, is the largest paint',
          async () => {
            const { first, largest, element, inside, inline } = await paints(page, '[data-intro]');
            assert(
              element.startsWith('<img>') && inside && inline,
              `first paint at ${Math.round(first)} ms, largest (${element}${inline ? '' : ', not inline'}) at ${Math.round(largest)} ms`,
            );
          },
        );
      }
      await timingSteps(t, record);
      await t.clean();
    },
    { serial: true },
  );
}

// From another page, a link to Home: the intro counts from the visit, not from the navigation
// start of the first page (long past), and from no later than Home's first frame.
function clientSideVisit() {
  return check(
    'Home intro on a client-side visit',
    async (t) => {
      const page = await t.open('/about/');
      await page.evaluate(() => {
        addEventListener('click', (event) => (window.__e2eClick = event.timeStamp), true);
        window.__e2e.recordIntro();
      });
      await page.getByRole('banner').getByRole('link').first().click();
      const clickedAt = await page.evaluate(() => window.__e2eClick);
      const record = await recordedIntro(page, { fromFirstFrame: true });
      const anchor = (record.scheduled.heading?.shows ?? NaN) - intro.heading;
      await t.step(
        `the intro starts between the click and Home's first frame (+${Math.round(anchor - clickedAt)} ms)`,
        () =>
          assert(
            anchor >= clickedAt && anchor <= record.firstFrameRan,
            `click at ${Math.round(clickedAt)}, intro from ${Math.round(anchor)}, Home's first frame ran at ${Math.round(record.firstFrameRan)}`,
          ),
      );
      await timingSteps(t, record, anchor);
      await t.clean();
    },
    { serial: true },
  );
}

// Without JavaScript the CSS alone runs the intro, from the first frame it renders.
function withoutJavaScript() {
  return check(
    'Home intro with JavaScript disabled',
    async (t) => {
      const page = await t.open('/', { javaScriptEnabled: false });
      // Read from here: with scripts disabled nothing can wait inside the page.
      const { start, response, firstPaint, state } = await eventually(async () => {
        const read = await page.evaluate(
          (heading) => ({
            start: window.__e2e.schedule(document.querySelector('main h1')).shows - heading,
            response: performance.getEntriesByType('navigation')[0].responseStart,
            firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
            state: window.__e2e.intro(),
          }),
          intro.heading,
        );
        assert(read.start >= 0 && read.firstPaint > 0, 'nothing painted yet');
        return read;
      }, 30_000);
      // The first frame holds the whole intro (Home's <link rel="expect">), but on a starved
      // machine Chromium can date that frame's animations after its paint (157-232 ms later with
      // six busy threads on two cores, the stylesheet still loading): the spec's margin bounds it.
      await t.step(
        `the intro counts from the first paint (${Math.round(start - firstPaint)} ms from it)`,
        () =>
          assert(
            start >= response && start <= firstPaint + MARGIN,
            `intro from ${start} ms; the page arrived at ${response} ms, first paint at ${firstPaint} ms`,
          ),
      );
      await t.step('hero text is hidden before its time', () =>
        assert(
          state.now >= start + intro.heading || heroText.every((k) => !state[k]),
          describeState(state),
        ),
      );
      const late = await introAt(page, start + intro.loadingEnds + MARGIN, { scripts: false });
      await t.step(`hero text and 'View My Work' are visible after the intro`, () =>
        assert(
          heroText.every((k) => late[k]),
          describeState(late),
        ),
      );
      await t.step('loading panel is gone after the intro', () =>
        assert(!late.panel, describeState(late)),
      );
      await t.clean();
    },
    { serial: true },
  );
}

// The intro's clock is held at its start (DevTools), so axe sees the loading panel and hidden hero
// text however long the page and axe take.
function axeWhileRunning(viewport) {
  return check(
    `Home intro running at ${viewport.width}px`,
    async (t) => {
      const page = await openThrottled(t, '/', { viewport, hold: true });
      await page.waitForLoadState('load');
      await t.step('axe: no violations while the loading panel shows', async () => {
        const before = await introNow(page);
        assert(before.panel && heroText.every((k) => !before[k]), describeState(before));
        await axe(page);
      });
      await t.clean();
    },
    { serial: true },
  );
}

function skipByKeyboard(viewport) {
  return check(
    `Home 'Skip Intro' by keyboard at ${viewport.width}px`,
    async (t) => {
      const page = await openThrottled(t, '/', { viewport, hold: true });
      await page.waitForLoadState('load');
      // Transitions are held too, so read focus directly rather than after they end.
      const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
      const reached = await t.step("Tab reaches the 'Skip Intro' button", async () => {
        for (let i = 0; i < 20; i += 1) {
          await page.keyboard.press('Tab');
          if ((await focusedText()) === 'Skip Intro') return;
        }
        throw new Error("'Skip Intro' not reached in 20 Tab presses");
      });
      if (!reached) return;
      await t.step('Enter ends the intro: hero text visible, loading panel gone', async () => {
        const before = await introNow(page);
        assert(before.panel && heroText.every((k) => !before[k]), describeState(before));
        await page.keyboard.press('Enter');
        await holdIntro(page, false);
        await eventually(async () => {
          const s = await introNow(page);
          assert(heroText.every((k) => s[k]) && !s.panel, describeState(s));
        });
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
    await t.step('hero text is visible in the first frame that renders it', () =>
      assert(
        heroText.every((k) => first[k]),
        describeState(first),
      ),
    );
    await t.step('no loading panel', async () => {
      const now = await introNow(page);
      assert(!first.panel && !now.panel, describeState(first.panel ? first : now));
    });
    await t.clean();
  });
}

const slow = { css: 1500, js: 2500 };

export function introChecks() {
  return [
    timing(`Home intro timing at ${viewports.desktop.width}px`),
    timing('Home intro at 4x CPU, slow stylesheet and scripts', { rate: 4, delays: slow }),
    timing('Home intro at 6x CPU, slow stylesheet and scripts', { rate: 6, delays: slow }),
    timing('Home intro with the stylesheet later than 4 s', { delays: { css: 4200 } }),
    clientSideVisit(),
    withoutJavaScript(),
    ...Object.values(viewports).flatMap((viewport) => [
      axeWhileRunning(viewport),
      skipByKeyboard(viewport),
    ]),
    reducedMotion(),
  ];
}
