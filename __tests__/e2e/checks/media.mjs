// The sample case study's video loop and before/after comparison (components/case-study/media):
// the loop plays in view and stops out of view, never starts by itself under reduced motion (and
// then loads nothing), its pause button works by keyboard; the comparison's line is its handle,
// moved by keyboard, mouse and touch, with the cut, the slider and the labels in agreement; axe
// with both in view; and without JavaScript, browser controls and two stacked images.
import { check } from '../support/harness.mjs';
import { assert, axe, eventually, sleep, untilHydrated } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';
import { assertLabels, assertSplit, at, comparison } from '../support/comparison.mjs';

const route = '/portfolio/atlas-base/';

const loop = (page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    return { paused: video.paused, time: video.currentTime, controls: video.controls };
  });

async function assertPlaying(page, playing) {
  const first = await loop(page);
  await eventually(async () => {
    const now = await loop(page);
    assert(now.paused === !playing, `the loop is ${now.paused ? 'paused' : 'playing'}`);
    if (playing) assert(now.time !== first.time, `the loop stands at ${now.time} s`);
  });
}

function loopCheck() {
  return check('Video loop plays in view, pauses out of view and by keyboard', async (t) => {
    const page = await t.open(route, { viewport: viewports.desktop });
    const video = page.locator('video');
    await t.step('it waits out of view', async () => {
      await sleep(800);
      const s = await loop(page);
      assert(s.paused && s.time === 0 && !s.controls, JSON.stringify(s));
    });
    await t.step('it plays once scrolled into view', async () => {
      await video.scrollIntoViewIfNeeded();
      await assertPlaying(page, true);
    });
    await t.step('it pauses when scrolled out of view, and plays again when back', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await assertPlaying(page, false);
      await video.scrollIntoViewIfNeeded();
      await assertPlaying(page, true);
    });
    await t.step('axe: no violations with the loop and the comparison in view', () => axe(page));
    await t.step('Enter on "Pause Video" pauses it; Space plays it again', async () => {
      await page.getByRole('button', { name: 'Pause Video' }).focus();
      await page.keyboard.press('Enter');
      await assertPlaying(page, false);
      const play = page.getByRole('button', { name: 'Play Video' });
      assert(await play.evaluate((b) => b === document.activeElement), 'focus left the button');
      await page.keyboard.press('Space');
      await assertPlaying(page, true);
    });
    await t.clean();
  });
}

function reducedMotionCheck() {
  return check('Video loop under reduced motion: poster and a play button', async (t) => {
    const page = await t.open(route, { viewport: viewports.phone, reducedMotion: 'reduce' });
    await page.locator('video').scrollIntoViewIfNeeded();
    await t.step('it does not start in view, and nothing of the video loads', async () => {
      await sleep(1500);
      const s = await loop(page);
      assert(s.paused && s.time === 0, JSON.stringify(s));
      const fetched = t.requests.filter((url) => /\.(webm|mp4)$/.test(url));
      assert(fetched.length === 0, `requested ${fetched.join(', ')}`);
    });
    await t.step('"Play Video" plays it', async () => {
      const play = page.getByRole('button', { name: 'Play Video' });
      await untilHydrated(play);
      await play.click();
      await assertPlaying(page, true);
    });
    await t.clean();
  });
}

function handleCheck(viewport) {
  const phone = viewport === viewports.phone;
  const name = `Before/after: the line is the handle, by keyboard and ${phone ? 'touch' : 'mouse'} at ${viewport.width}px`;
  return check(name, async (t) => {
    const page = await t.open(route, { viewport, hasTouch: phone, reducedMotion: 'reduce' });
    const handle = page.getByRole('slider', { name: 'Compare before and after' });
    const state = () => page.evaluate(comparison);
    await handle.scrollIntoViewIfNeeded();
    await untilHydrated(handle);
    await t.step(
      'the grip stands on the line at the cut, both labels whole above the images',
      async () => {
        const s = await state();
        assertSplit(s, 50);
        assertLabels(s);
        assert(s.grip >= 40, `the grip is ${s.grip} px wide`);
        assert(s.cursor === 'ew-resize', `the cursor over the images is ${s.cursor}`);
      },
    );
    await t.step('the arrow keys, Home and End move the line and the cut', async () => {
      await handle.focus();
      for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowLeft');
      assertSplit(await state(), 40);
      await page.keyboard.press('ArrowRight');
      assertSplit(await state(), 41);
      await page.keyboard.press('Home');
      assertSplit(await state(), 0);
      await page.keyboard.press('End');
      assertSplit(await state(), 100);
    });
    await t.step(
      `a ${phone ? 'finger' : 'mouse'} drags the line: towards "Before" the after image shows more`,
      async () => {
        await page.keyboard.press('Home');
        for (let i = 0; i < 50; i += 1) await page.keyboard.press('ArrowRight');
        const s = await state();
        const [from, to] = [at(s, 0.5), at(s, 0.2)];
        if (phone) {
          const cdp = await page.context().newCDPSession(page);
          const touch = (type, point) =>
            cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] });
          await touch('touchStart', from);
          for (let i = 1; i <= 5; i += 1)
            await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 5, y: from.y });
          await touch('touchEnd', null);
          await cdp.detach();
        } else {
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(to.x, to.y, { steps: 5 });
          await page.mouse.up();
        }
        await eventually(async () => {
          const moved = await state();
          assertSplit(moved, 20, 2);
          assert(moved.area.right - moved.cut > s.area.right - s.cut, 'the after shows no more');
          assert(moved.focused, 'the slider does not have focus after the drag');
          assertLabels(moved);
        });
      },
    );
    await t.step('at 10 % and 90 % the labels stay whole (screenshots)', async () => {
      const figure = page.locator('figure', { has: handle });
      for (const share of [10, 90]) {
        await page.keyboard.press('Home');
        for (let i = 0; i < share; i += 1) await page.keyboard.press('ArrowRight');
        const s = await state();
        assertSplit(s, share);
        assertLabels(s);
        await figure.screenshot({
          path: `artifacts/screenshots/before-after-${share}-${viewport.width}.png`,
        });
      }
    });
    await t.clean();
  });
}

function withoutScriptCheck() {
  return check('Video loop and before/after without JavaScript', async (t) => {
    const page = await t.open(route, { viewport: viewports.phone, javaScriptEnabled: false });
    await t.step('the loop has the browser controls and its poster', async () => {
      const s = await page.evaluate(() => {
        const video = document.querySelector('video');
        return { controls: video.controls, poster: video.getAttribute('poster') };
      });
      assert(s.controls && /\.poster\.webp$/.test(s.poster), JSON.stringify(s));
    });
    await t.step('both images show whole, one above the other; no handle', async () => {
      const boxes = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.alt.startsWith('The Atlas Base in the '))
          .map((img) => {
            const box = img.getBoundingClientRect();
            return {
              top: box.top,
              bottom: box.bottom,
              clip: getComputedStyle(img.parentElement).clipPath,
            };
          }),
      );
      assert(boxes.length === 2, `${boxes.length} image(s)`);
      assert(boxes[0].bottom <= boxes[1].top, `they overlap: ${JSON.stringify(boxes)}`);
      assert(
        boxes.every((b) => b.clip === 'none'),
        `clipped: ${JSON.stringify(boxes)}`,
      );
      const handle = await page.locator('input[type="range"]').isVisible();
      assert(!handle, 'the handle shows, though it cannot work');
    });
    await t.clean();
  });
}

export const mediaChecks = () => [
  loopCheck(),
  reducedMotionCheck(),
  handleCheck(viewports.phone),
  handleCheck(viewports.desktop),
  withoutScriptCheck(),
];
