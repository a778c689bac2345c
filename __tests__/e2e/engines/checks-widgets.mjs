// Cross-engine checks of the two interactive pieces: the lightbox with motion allowed (focus on
// Close from its first frame, Escape, focus back) and the contact form (native validation, then
// the spec's submit: one console message, nothing sent).
import { assert, eventually, sleep } from '../support/page.mjs';
import { visitor, viewports } from '../support/site.mjs';
import { byText, bySelector, path, untilHydrated } from './dom.mjs';
import { engineCheck } from './harness.mjs';
import {
  assertLabels,
  assertSplit,
  at,
  comparison,
  comparisonRoute,
} from '../support/comparison.mjs';

const processTwo = /^\/_generated\/images\/projects\/atlas-base\/process-2-[0-9a-f]{10}\.svg$/;

function lightbox(viewport) {
  return engineCheck(
    'Lightbox with motion allowed',
    async (t) => {
      const page = await t.open('/portfolio/atlas-base/');
      // The drawing's copy with its text as outlines (scripts/build/pre/outline-svg.mjs), by its
      // hashed name.
      const opener = 'a[href^="/_generated/images/projects/atlas-base/process-2-"]';
      await t.step('a process image opens it, animated, with focus on Close', async () => {
        await untilHydrated(page, opener);
        await page.click(bySelector, opener);
        // Read at once: focus must be on Close from the first frame, not after the animation.
        const s = await page.eval(() => ({
          open: document.querySelector('dialog').open,
          animations: document.querySelector('dialog').getAnimations().length,
          focus: window.__e2e.describe(document.activeElement),
        }));
        assert(s.open, 'the lightbox did not open');
        assert(s.animations > 0, 'no opening animation: motion is not allowed in this run');
        assert(s.focus.startsWith('<button>Close'), `focus is on ${s.focus}`);
      });
      await t.step('it shows the step and its caption over an opaque overlay', async () => {
        const s = await page.eval(() => {
          const dialog = document.querySelector('dialog');
          const [step, caption] = [...dialog.querySelectorAll('p')].map((p) => p.textContent);
          // The layout's right edge (16 px in: an overlay scrollbar takes no width but
          // hit-tests null); the page gives up its scrollbar, so the lightbox spans the window.
          const right = document.documentElement.clientWidth - 16;
          const edge = document.elementFromPoint(right, innerHeight / 2);
          const box = dialog.getBoundingClientRect();
          return {
            step,
            caption,
            span: [box.left, box.right],
            window: innerWidth,
            overlay: getComputedStyle(dialog).backgroundColor,
            edge: edge !== null && dialog.contains(edge),
          };
        });
        assert(s.step === 'Process step 2 of 3', `step "${s.step}"`);
        assert(/^Exploded assembly/.test(s.caption ?? ''), `caption "${s.caption}"`);
        assert(
          /^rgb\(/.test(s.overlay) && s.edge && s.span[0] === 0 && s.span[1] === s.window,
          JSON.stringify(s),
        );
      });
      await t.step('Escape closes it and focus returns to the image that opened it', async () => {
        await sleep(600);
        await page.press('Escape');
        await eventually(async () => {
          const s = await page.eval(() => [
            document.querySelector('dialog').open,
            document.activeElement.getAttribute('href'),
          ]);
          assert(!s[0] && processTwo.test(s[1]), JSON.stringify(s));
        });
      });
      await t.clean();
    },
    { viewport },
  );
}

function contactForm(viewport) {
  return engineCheck(
    'Contact form',
    async (t) => {
      const page = await t.open('/contact/');
      const send = ['button', 'Send Message'];
      const logs = () => page.eval(() => window.__e2eLogs);
      const validity = (id) =>
        page.eval((id) => {
          const { valueMissing, typeMismatch } = document.getElementById(id).validity;
          return { valueMissing, typeMismatch };
        }, id);
      await t.step('an empty submit is stopped by the browser, nothing logged', async () => {
        await untilHydrated(page, 'main form');
        await page.click(byText, ...send);
        await sleep(300);
        assert((await validity('contact-name')).valueMissing, 'the empty name is not invalid');
        assert((await logs()).length === 0, `logged ${await logs()}`);
      });
      await t.step('a malformed email is stopped by the browser, nothing logged', async () => {
        await page.type(bySelector, visitor.name, '#contact-name');
        // The address without its domain: the next step types the rest.
        await page.type(bySelector, visitor.email.split('@')[0], '#contact-email');
        await page.type(bySelector, visitor.message, '#contact-message');
        await page.click(byText, ...send);
        await sleep(300);
        assert(
          (await validity('contact-email')).typeMismatch,
          'the malformed email is not invalid',
        );
        assert((await logs()).length === 0, `logged ${await logs()}`);
      });
      await t.step(
        'a valid submit logs the three values once, stays and sends nothing',
        async () => {
          await page.type(bySelector, `@${visitor.email.split('@')[1]}`, '#contact-email');
          const before = t.responses().length;
          await page.click(byText, ...send);
          await eventually(async () => assert((await logs()).length > 0, 'nothing logged'));
          await sleep(500);
          const logged = await logs();
          assert(logged.length === 1, `${logged.length} console messages`);
          const missing = Object.values(visitor).filter((value) => !logged[0].includes(value));
          assert(missing.length === 0, `the message ${logged[0]} lacks ${missing.join(', ')}`);
          assert((await path(page)) === '/contact/', `moved to ${await path(page)}`);
          const sent = t
            .responses()
            .slice(before)
            .map((r) => r.path);
          assert(sent.length === 0, `requests after submit: ${sent.join(', ')}`);
        },
      );
      await t.clean();
    },
    { viewport },
  );
}

const loopState = () => {
  const video = document.querySelector('video');
  const button = video.parentElement.querySelector('button');
  return {
    paused: video.paused,
    time: video.currentTime,
    button: button?.getAttribute('aria-label'),
    focused: document.activeElement === button,
  };
};

async function assertLoop(page, playing) {
  const first = await page.eval(loopState);
  await eventually(async () => {
    const now = await page.eval(loopState);
    assert(now.paused === !playing, `the loop is ${now.paused ? 'paused' : 'playing'}`);
    if (playing) assert(now.time !== first.time, `the loop stands at ${now.time} s`);
  });
}

// The sample case study's loop and before/after (components/case-study/media) with motion allowed:
// the loop plays in view (this engine decodes the WebM or the MP4), stops out of view, and its
// button pauses it by keyboard; the comparison's line moves by keyboard and mouse, and by finger
// where the engine's driver has touch (comparisonTouch). Reduced motion: Chromium.
function media() {
  return engineCheck('Video loop and before/after', async (t) => {
    const page = await t.open('/portfolio/atlas-base/');
    const toLoop = () => document.querySelector('video').scrollIntoView({ block: 'center' });
    await t.step('the loop plays in view and pauses out of view', async () => {
      await page.eval(toLoop);
      await assertLoop(page, true);
      await page.eval(() => window.scrollTo(0, 0));
      await assertLoop(page, false);
    });
    await t.step('Enter on "Pause Video" pauses it, focus stays on the button', async () => {
      await page.eval(toLoop);
      await assertLoop(page, true);
      await page.eval(() =>
        document.querySelector('video').parentElement.querySelector('button').focus(),
      );
      await page.press('Enter');
      await assertLoop(page, false);
      const s = await page.eval(loopState);
      assert(s.button === 'Play Video' && s.focused, JSON.stringify(s));
    });
    await t.step(
      'the arrow keys, Home and End move the before/after line and the cut',
      async () => {
        await untilHydrated(page, 'input[type="range"]');
        await page.eval(() => {
          const slider = document.querySelector('input[type="range"]');
          slider.scrollIntoView({ block: 'center' });
          slider.focus();
        });
        assertSplit(await page.eval(comparison), 50);
        for (let i = 0; i < 10; i += 1) await page.press('ArrowLeft');
        assertSplit(await page.eval(comparison), 40);
        await page.press('ArrowRight');
        assertSplit(await page.eval(comparison), 41);
        await page.press('Home');
        assertSplit(await page.eval(comparison), 0);
        await page.press('End');
        assertSplit(await page.eval(comparison), 100);
      },
    );
    await t.step(
      'a mouse drags the line: towards "Before" the after image shows more',
      async () => {
        await page.press('Home');
        for (let i = 0; i < 50; i += 1) await page.press('ArrowRight');
        const s = await page.eval(comparison);
        assert(s.cursor === 'ew-resize', `the cursor over the images is ${s.cursor}`);
        assertLabels(s);
        const [from, to] = [at(s, 0.5), at(s, 0.2)];
        await page.drag([from, at(s, 0.4), at(s, 0.3), to]);
        await eventually(async () => assertSplit(await page.eval(comparison), 20, 2));
        assertLabels(await page.eval(comparison));
      },
    );
    await t.clean();
  });
}

// A finger dragging the comparison's line on a phone, in each engine whose driver sends touch.
function comparisonTouch() {
  return engineCheck(
    'Before/after by touch',
    async (t) => {
      const page = await t.open(comparisonRoute);
      await untilHydrated(page, 'input[type="range"]');
      await page.eval(() =>
        document.querySelector('input[type="range"]').scrollIntoView({ block: 'center' }),
      );
      await t.step(
        'a finger drags the line: towards "Before" the after image shows more',
        async () => {
          const s = await page.eval(comparison);
          assertSplit(s, 50);
          assertLabels(s);
          await page.drag([at(s, 0.5), at(s, 0.4), at(s, 0.3), at(s, 0.2)], { touch: true });
          await eventually(async () => assertSplit(await page.eval(comparison), 20, 2));
        },
      );
      await t.clean();
    },
    { viewport: viewports.phone },
  );
}

export const widgetChecks = () => [
  ...[viewports.phone, viewports.desktop].flatMap((viewport) => [
    lightbox(viewport),
    contactForm(viewport),
  ]),
  media(),
  comparisonTouch(),
];
