// What stands in for layout-shift entries where an engine has none (Firefox and WebKit have no
// Layout Instability API; Chromium's suite reads CLS itself). Runs in the page with the probe, first
// in <head>: from the first frame on, it notes each frame where a rendered element of the page moved
// (its layout position: offsetLeft/offsetTop up the offsetParent chain, so neither scrolling nor
// transforms count, as in CLS), and the frame where React first owns a link of <main> (hydration),
// so a check can say it watched the page before and after hydration. An element that appears or
// disappears, or moves outside the viewport, is not a move (as in CLS). The frames just after a
// web font finished loading are the swap's (the Chromium suite holds the first paint for the fonts
// instead; `npm run font-swap-cls` measures swaps): their moves are noted apart, as `swap`. Stops
// after `seconds`. `staysStill` is the checks' step that reads it.
import { assert } from '../support/page.mjs';
import { untilHydrated } from './dom.mjs';

export function recordMoves(seconds = 15) {
  if (window.__e2eMoves || PerformanceObserver.supportedEntryTypes?.includes('layout-shift'))
    return;
  const record = (window.__e2eMoves = { frames: 0, hydratedFrame: null, moves: [], swap: [] });
  const selector =
    'header a, header button, main h1, main h2, main p, main a, main button, main img, main li';
  const last = new Map();
  // Where `el` is laid out, and whether it is in the viewport (as in CLS, a move counts only there).
  const place = (el) => {
    let [x, y] = [0, 0];
    for (let node = el; node; node = node.offsetParent) {
      x += node.offsetLeft;
      y += node.offsetTop;
    }
    const box = el.getBoundingClientRect();
    const seen = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    return { x, y, seen };
  };
  const describe = (el) =>
    `<${el.localName}>${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)}`;
  const webFontsLoaded = () =>
    [...document.fonts].filter((font) => font.status === 'loaded' && !/Fallback/.test(font.family))
      .length;
  let fonts = webFontsLoaded();
  let swapFrames = 0;
  const started = performance.now();
  const tick = (at) => {
    record.frames += 1;
    const nowFonts = webFontsLoaded();
    if (nowFonts !== fonts) swapFrames = 3;
    fonts = nowFonts;
    const link = document.querySelector('main a');
    if (
      record.hydratedFrame === null &&
      link &&
      Object.keys(link).some((k) => k.startsWith('__react'))
    )
      record.hydratedFrame = record.frames;
    for (const el of document.querySelectorAll(selector)) {
      if (el.getClientRects().length === 0) {
        last.delete(el);
        continue;
      }
      const now = place(el);
      const before = last.get(el);
      if (before && (before.seen || now.seen) && (before.x !== now.x || before.y !== now.y)) {
        const move = `${describe(el)} from ${before.x},${before.y} to ${now.x},${now.y} at ${Math.round(at)} ms`;
        (swapFrames > 0 ? record.swap : record.moves).push(move);
      }
      last.set(el, now);
    }
    swapFrames = Math.max(0, swapFrames - 1);
    if (performance.now() - started < seconds * 1000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * A step: the page has not moved from its first paint to hydration. Where the engine gives
 * layout-shift entries, their sum (CLS) is 0; where it gives none (Firefox, WebKit), no element
 * moved from frame to frame while the page loaded and hydrated (moves.mjs), which the recorder
 * must have watched from before hydration to after it.
 */
export const staysStill = (t, page, at) =>
  t.step(`${at} does not move once painted (CLS 0, or no element moved)`, async () => {
    await untilHydrated(page, 'main a');
    await page.eval(
      () =>
        new Promise((done) => {
          document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(done)));
        }),
    );
    const result = await page.eval(() => {
      const moves = window.__e2eMoves;
      if (!moves) return { cls: window.__e2e.layoutShift() };
      return { ...moves, moves: moves.moves.slice(), swap: moves.swap.slice() };
    });
    if (result.cls) {
      const { total, shifts } = result.cls;
      assert(total === 0, `CLS ${total}: ${JSON.stringify(shifts).slice(0, 300)}`);
      return;
    }
    assert(result.hydratedFrame > 1, `hydrated at frame ${result.hydratedFrame}: not watched`);
    assert(result.moves.length === 0, `moved: ${result.moves.slice(0, 4).join('; ')}`);
  });
