// The intro's clock. CSS starts each reveal when its element is first styled, which on a slow
// phone comes long after the visitor's click, so the spec's times are re-counted from the right
// moment: navigation start on the first load of Home (an inline script at the start of the intro
// re-anchors it before every frame until the page is parsed, so even the first paint shows it
// right, whenever the stylesheet, the scripts and hydration arrive), and the visit itself on a
// client-side visit. Without JavaScript the CSS alone counts from the first paint.
//
// The inline script is an async module: a classic inline script waits for the stylesheet and
// holds the parser there, so the first frame after the stylesheet showed the header without the
// hero below the script (measured: the hero picture, Home's LCP element, missed the first paint
// in 3 of 3 Lighthouse runs). An async module runs once parsed and holds nothing up (Chromium may
// run the framework's async scripts first if they are ready, still long before a late stylesheet;
// the browser suite's intro checks hold the first paint to the spec's times).

type Timed = { startTime: CSSNumberish | null };
type Animated = { getAnimations?: (options?: GetAnimationsOptions) => Timed[] };
type Anchor = (root: Animated | null, anchor: number) => void;

/**
 * Makes every animation under `root` count from `anchor` (ms on the page clock, 0 = navigation
 * start) unless it started earlier: nothing is ever pushed later, and a reveal whose time has
 * already passed shows at once. Self-contained, because it also runs as the inline script.
 */
export function anchorAnimations(root: Animated | null, anchor: number) {
  if (!root || !root.getAnimations) return;
  for (const animation of root.getAnimations({ subtree: true })) {
    const start = animation.startTime;
    if (typeof start !== 'number' || start > anchor) animation.startTime = anchor;
  }
}

/**
 * Anchors `root` to navigation start in every frame, before it is rendered, until the document
 * has been parsed: no frame shows a part of the intro that was styled later counted from then.
 * Self-contained, because it runs as the inline script.
 */
export function anchorEachFrameWhileParsing(root: Animated | null, anchor: Anchor) {
  requestAnimationFrame(function frame() {
    anchor(root, 0);
    if (document.readyState === 'loading') requestAnimationFrame(frame);
  });
}

/** The selector of the intro's root element (a module script has no `document.currentScript`). */
export const INTRO_ROOT = '[data-intro]';

/**
 * The intro's first child, as `<script type="module" async>`: the parser goes on past it, and from
 * when it runs it re-anchors the intro before every frame.
 */
export const firstLoadScript = `(${anchorEachFrameWhileParsing})(document.querySelector(${JSON.stringify(INTRO_ROOT)}),${anchorAnimations})`;
