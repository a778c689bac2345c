// The process-image lightbox on a case study: opening, focus, keys, swipe, Escape, axe while open,
// the page behind held still, no animation with reduced motion, and the plain link without JS.
import sharp from 'sharp';
import { check } from '../support/harness.mjs';
import { assert, axe, eventually, untilHydrated } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';
import { screenshotDir } from './routes.mjs';

const route = '/portfolio/atlas-base/';

const state = (page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog');
    const img = dialog.querySelector('img');
    const box = img?.getBoundingClientRect();
    return {
      open: dialog.open,
      caption: dialog.querySelector('p').textContent,
      alt: img?.alt ?? null,
      loaded: Boolean(img?.complete && img.naturalWidth > 0),
      fill: box ? Math.max(box.width / innerWidth, box.height / innerHeight) : 0,
      focus: window.__e2e.describe(document.activeElement),
      animations: dialog.getAnimations().length,
      scrollY,
    };
  });

async function assertStep(page, n) {
  await eventually(async () => {
    const s = await state(page);
    assert(s.open, 'the lightbox is closed');
    assert(s.caption === `Process step ${n} of 3`, `caption "${s.caption}"`);
    assert(s.alt === `Process step ${n}` && s.loaded, `image "${s.alt}" loaded: ${s.loaded}`);
  });
}

/** A horizontal swipe across the middle of the screen, as a finger would make it. */
async function swipe(page, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, x) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === null ? [] : [{ x, y: 400 }] });
  await touch('touchStart', from);
  for (let i = 1; i <= 4; i += 1) await touch('touchMove', from + ((to - from) * i) / 4);
  await touch('touchEnd', null);
  await cdp.detach();
}

function lightbox(viewport) {
  const phone = viewport === viewports.phone;
  return check(`Lightbox at ${viewport.width}px`, async (t) => {
    const page = await t.open(route, { viewport, hasTouch: phone, reducedMotion: 'reduce' });
    const links = page.getByRole('link', { name: /^Process step \d+/ });
    await t.step('no image in the lightbox before it opens', async () => {
      const inDialog = await page.locator('dialog img').count();
      assert(inDialog === 0, `${inDialog} image(s) in the closed lightbox`);
    });
    await t.step('a process image opens it at step 2 of 3, focus on Close', async () => {
      await page.evaluate(() => window.scrollTo(0, 1200));
      await untilHydrated(links.nth(1));
      await links.nth(1).click();
      await assertStep(page, 2);
      const s = await state(page);
      assert(s.focus.startsWith('<button>Close'), `focus is on ${s.focus}`);
    });
    await t.step('the caption of step 2 shows under the image, after the step', async () => {
      const shown = await page.evaluate(() => {
        const [, caption] = document.querySelectorAll('dialog p');
        const box = caption?.getBoundingClientRect();
        return {
          text: caption?.textContent,
          inView: Boolean(box && box.height > 0 && box.bottom <= innerHeight),
        };
      });
      assert(/^Exploded assembly/.test(shown.text ?? ''), `caption "${shown.text}"`);
      assert(shown.inView, 'the caption is not in view');
    });
    await t.step(
      'the overlay hides the page: nothing bright beside it, nothing through it',
      async () => {
        const covered = await page.evaluate(() => {
          const dialog = document.querySelector('dialog');
          // Points in the viewport:
          // the site header's links, the process thumbnails in view, the layout's right edge and
          // the bottom-left corner. Each lies on the page when the overlay is not there, and must
          // lie on the lightbox while it is.
          const width = document.documentElement.clientWidth;
          const inView = ([x, y]) => x >= 0 && x < width && y >= 0 && y < innerHeight;
          const siteHeader = [...document.querySelectorAll('header')].find(
            (header) => !header.closest('main, article, dialog'),
          );
          // A hidden link has no box (0x0 at 0,0): no point.
          const centre = (element) => {
            const box = element.getBoundingClientRect();
            return box.width > 1 && box.height > 1
              ? [box.x + box.width / 2, box.y + box.height / 2]
              : [-1, -1];
          };
          const named = (from) => (element) => ({
            from,
            what: window.__e2e.describe(element),
            point: centre(element),
          });
          const points = [
            ...[...(siteHeader?.querySelectorAll('a') ?? [])].map(named('header')),
            ...[...document.querySelectorAll('main a[href*="/_generated/images/"]')]
              .filter((a) => !dialog.contains(a))
              .map(named('thumbnail')),
            // 16 px in: Chromium's overlay scrollbar (which takes no layout width) hit-tests as null.
            { what: 'the right edge', point: [width - 16, innerHeight / 2] },
            { what: 'the bottom-left corner', point: [2, innerHeight - 2] },
          ].filter(({ point }) => inView(point));
          const hits = () => points.map(({ point: [x, y] }) => document.elementFromPoint(x, y));
          // Without the overlay, what is there is the page.
          dialog.style.visibility = 'hidden';
          const under = hits();
          dialog.style.visibility = '';
          const onTop = hits();
          const at = ({ what, point }) => `${what} at ${point.map(Math.round).join(',')}`;
          const span = dialog.getBoundingClientRect();
          return {
            span: [span.left, span.right],
            window: innerWidth,
            overlay: getComputedStyle(dialog).backgroundColor,
            notPage: points
              .map((point, i) => [point, under[i]])
              .filter(([, hit]) => !hit || dialog.contains(hit))
              .map(([point, hit]) => `${at(point)} (${window.__e2e.describe(hit)})`),
            through: points.filter((_, i) => !onTop[i] || !dialog.contains(onTop[i])).map(at),
            points: points.map(at),
            thumbnails: points.filter(({ from }) => from === 'thumbnail').length,
            headerLinks: points.filter(({ from }) => from === 'header').length,
          };
        });
        // The page loses its scrollbar while the lightbox is open: the lightbox spans the window
        // (checks/elsewhere.mjs measures it with classic scrollbars).
        assert(
          covered.span[0] === 0 && covered.span[1] === covered.window,
          `the lightbox spans ${covered.span.join('-')} of ${covered.window} px`,
        );
        assert(/^rgb\(/.test(covered.overlay), `the overlay is see-through: ${covered.overlay}`);
        assert(
          covered.headerLinks > 0,
          `no site header link in view: ${covered.points.join('; ')}`,
        );
        assert(covered.points.length > 3, `only ${covered.points.join('; ')} to look at`);
        assert(
          covered.thumbnails > 0,
          `no process thumbnail in view: ${covered.points.join('; ')}`,
        );
        assert(covered.notPage.length === 0, `not on the page: ${covered.notPage.join('; ')}`);
        assert(
          covered.through.length === 0,
          `the page shows through at ${covered.through.join('; ')}`,
        );
        const { data, info } = await sharp(await page.screenshot())
          .raw()
          .toBuffer({ resolveWithObject: true });
        let bright = 0;
        for (let y = 0; y < info.height; y += 8) {
          const at = (y * info.width + info.width - 1) * info.channels;
          if (data[at] + data[at + 1] + data[at + 2] > 3 * 90) bright += 1;
        }
        assert(bright === 0, `${bright} bright pixel(s) down the right edge`);
      },
    );
    await t.step('the image fills the width or the height of the screen', async () => {
      const { fill } = await state(page);
      assert(fill > 0.75, `the image box covers ${(fill * 100).toFixed(0)}% of the screen`);
    });
    await t.step('no animation with reduced motion', async () => {
      const { animations } = await state(page);
      assert(animations === 0, `${animations} animation(s) running`);
    });
    await t.step('axe: no violations with the lightbox open', () => axe(page));
    await t.step(`screenshot ${screenshotDir}/lightbox-${viewport.width}.png`, () =>
      page.screenshot({ path: `${screenshotDir}/lightbox-${viewport.width}.png` }),
    );
    await t.step('the arrow keys move on and back, wrapping around', async () => {
      await page.keyboard.press('ArrowRight');
      await assertStep(page, 3);
      await page.keyboard.press('ArrowRight');
      await assertStep(page, 1);
      await page.keyboard.press('ArrowLeft');
      await assertStep(page, 3);
    });
    await t.step('the page behind does not scroll', async () => {
      const before = (await state(page)).scrollY;
      await page.mouse.wheel(0, 800);
      await page.keyboard.press('PageDown');
      await page.keyboard.press('End');
      const after = (await state(page)).scrollY;
      assert(after === before, `scrolled from ${before} to ${after}`);
    });
    if (phone) {
      await t.step('swiping left and right moves on and back', async () => {
        await swipe(page, 300, 80);
        await assertStep(page, 1);
        await swipe(page, 80, 300);
        await assertStep(page, 3);
      });
    }
    await t.step('Escape closes it and focus returns to the image that opened it', async () => {
      await page.keyboard.press('Escape');
      await eventually(async () => {
        const s = await state(page);
        assert(!s.open, 'still open');
        // The drawing's copy with its text as outlines (scripts/build/pre/outline-svg.mjs), by its
        // hashed name.
        assert(
          /^<a href="\/_generated\/images\/projects\/atlas-base\/process-2-[0-9a-f]{10}\.svg">/.test(
            s.focus,
          ),
          s.focus,
        );
      });
    });
    await t.step('Next, Previous and Close work by keyboard', async () => {
      await page.keyboard.press('Enter');
      await assertStep(page, 2);
      await page.getByRole('button', { name: 'Next' }).press('Enter');
      await assertStep(page, 3);
      await page.getByRole('button', { name: 'Previous' }).press('Enter');
      await assertStep(page, 2);
      await page.getByRole('button', { name: 'Close' }).press('Enter');
      await eventually(async () => assert(!(await state(page)).open, 'still open'));
    });
    await t.clean();
  });
}

function motionAndNoScript() {
  return check('Lightbox motion and without JavaScript', async (t) => {
    const page = await t.open(route);
    await t.step(
      'it animates in when motion is allowed, focus on Close from the start',
      async () => {
        const first = page.getByRole('link', { name: /^Process step 1/ });
        await untilHydrated(first);
        await first.click();
        // Read at once, while the opening animation runs: focus must not wait for its end.
        const opening = await state(page);
        assert(opening.focus.startsWith('<button>Close'), `focus is on ${opening.focus}`);
        await assertStep(page, 1);
        const { animations, focus } = await state(page);
        assert(animations > 0, 'no opening animation');
        assert(focus.startsWith('<button>Close'), `focus is on ${focus}`);
      },
    );
    const plain = await t.open(route, { javaScriptEnabled: false });
    await t.step('without JavaScript the link opens the image file', async () => {
      await plain.getByRole('link', { name: /^Process step 1/ }).click();
      await plain.waitForURL((url) =>
        /\/atlas-base\/process-1-[0-9a-f]{10}\.svg$/.test(url.pathname),
      );
    });
    await t.clean();
  });
}

export function lightboxChecks() {
  return [lightbox(viewports.phone), lightbox(viewports.desktop), motionAndNoScript()];
}
