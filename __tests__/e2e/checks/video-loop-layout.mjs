// Where the sample's video loop sits (issue 43): never taller than the window under the header, and
// its pause/play button where it covers nothing drawn (beside the picture, not on it), visible with
// the loop, its focus outline unclipped by the frame.
import { check } from '../support/harness.mjs';
import { assert, untilHydrated } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';

const route = '/portfolio/atlas-base/';

const layout = (page) =>
  page.evaluate(() => {
    const video = document.querySelector('main article figure video');
    let frame = video.parentElement;
    while (parseFloat(getComputedStyle(frame).borderTopWidth) === 0) frame = frame.parentElement;
    const button = frame.querySelector('button');
    const json = (el) => el.getBoundingClientRect().toJSON();
    // The picture as drawn in the video's box (object-fit: contain keeps its shape).
    const box = json(video);
    const ratio = video.width / video.height;
    const width = Math.min(box.width, box.height * ratio);
    const height = width / ratio;
    const picture = {
      left: box.left + (box.width - width) / 2,
      right: box.left + (box.width + width) / 2,
      top: box.top + (box.height - height) / 2,
      bottom: box.top + (box.height + height) / 2,
    };
    const style = getComputedStyle(button);
    const ring = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    return {
      window: innerHeight,
      header: document.querySelector('body > header, header').getBoundingClientRect().height,
      frame: json(frame),
      video: box,
      picture,
      button: json(button),
      ring,
      natural: (box.width * video.height) / video.width,
    };
  });

const overlaps = (a, b) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function loopLayoutCheck(viewport) {
  return check(
    `Video loop layout: height capped, control beside the picture at ${viewport.width}px`,
    async (t) => {
      const page = await t.open(route, { viewport, reducedMotion: 'reduce' });
      const video = page.locator('main article figure video');
      await video.scrollIntoViewIfNeeded();
      await untilHydrated(page.getByRole('button', { name: 'Play Video' }));
      await page.evaluate(() => {
        const v = document.querySelector('main article figure video');
        window.scrollTo(
          0,
          v.getBoundingClientRect().top +
            scrollY -
            document.querySelector('header').getBoundingClientRect().height,
        );
      });
      const s = await layout(page);
      await t.step(
        `the framed loop (${Math.round(s.frame.height)} px) fits the window under the header (${s.window - s.header} px)`,
        async () => {
          assert(s.frame.height <= s.window - s.header, JSON.stringify(s));
          if (viewport === viewports.desktop)
            assert(s.video.height < s.natural - 50, `the cap never bites: ${JSON.stringify(s)}`);
        },
      );
      await t.step(
        'the pause/play button covers nothing drawn and shows whole in the frame',
        async () => {
          assert(
            !overlaps(s.button, s.picture),
            `the button ${JSON.stringify(s.button)} is on the picture ${JSON.stringify(s.picture)}`,
          );
          const inside = (inset) =>
            s.button.left - inset >= s.frame.left &&
            s.button.right + inset <= s.frame.right &&
            s.button.top - inset >= s.frame.top &&
            s.button.bottom + inset <= s.frame.bottom;
          assert(
            inside(s.ring),
            `the button or its focus outline leaves the frame: ${JSON.stringify(s)}`,
          );
          assert(
            s.button.width >= 44 && s.button.height >= 44,
            `the button is ${s.button.width} px`,
          );
          assert(
            s.button.bottom <= s.window,
            `the button is below the window: ${JSON.stringify(s)}`,
          );
        },
      );
      await t.clean();
    },
  );
}

export const videoLoopLayoutChecks = () => [
  loopLayoutCheck(viewports.phone),
  loopLayoutCheck(viewports.desktop),
];
