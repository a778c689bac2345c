// The sample case study's before/after comparison as a visitor sees it, measured in the page and
// shared by the Chromium and the cross-engine checks: where the line stands, where the after image
// is cut, what the slider says, and where its two labels are. `comparison` runs in the browser.
import { assert } from './page.mjs';

export const comparisonRoute = '/portfolio/atlas-base/';

export function comparison() {
  const slider = document.querySelector('input[type="range"]');
  const figure = slider.closest('figure');
  const [, after] = [...figure.querySelectorAll('img')];
  const layer = after.parentElement.getBoundingClientRect();
  const inset = /inset\(\S+ \S+ \S+ ([\d.]+)%\)/.exec(
    getComputedStyle(after.parentElement).clipPath,
  );
  const grip = figure.querySelector('svg').parentElement.getBoundingClientRect();
  const area = slider.parentElement;
  const box = area.getBoundingClientRect();
  const label = (text) => {
    const el = [...figure.querySelectorAll('span')].find(
      (span) => span.textContent === text && span.getClientRects().length > 0,
    );
    const r = el.getBoundingClientRect();
    return {
      left: r.left,
      right: r.right,
      bottom: r.bottom,
      cut: el.scrollWidth > el.clientWidth || r.left < 0 || r.right > innerWidth,
    };
  };
  return {
    text: slider.getAttribute('aria-valuetext'),
    focused: document.activeElement === slider,
    /** The cursor over the images, half-way between the line and the right edge. */
    cursor: getComputedStyle(
      document.elementFromPoint((grip.right + box.right) / 2, (box.top + box.bottom) / 2),
    ).cursor,
    area: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
    /** Where the after image starts: left of it the before shows, right of it the after. */
    cut: inset ? layer.left + (Number(inset[1]) / 100) * layer.width : NaN,
    line: (grip.left + grip.right) / 2,
    grip: grip.width,
    before: label('Before'),
    after: label('After'),
  };
}

/** The share of the before that shows, from the slider's words ("40 % before"). */
export const percent = (s) => Number(/^(\d+) % before$/.exec(s.text)?.[1]);

/** A point on the images at `share` (0 to 1) of their width, half-way down. */
export const at = (s, share) => ({
  x: s.area.left + (s.area.right - s.area.left) * share,
  y: (s.area.top + s.area.bottom) / 2,
});

/**
 * The line, the cut and the slider agree on `expected` % (± `slack`): the before shows left of the
 * line and the after right of it, so the after's share is what lies right of the line.
 */
export function assertSplit(s, expected, slack = 0) {
  const width = s.area.right - s.area.left;
  const where = s.area.left + (width * expected) / 100;
  assert(Math.abs(percent(s) - expected) <= slack, `the slider says "${s.text}", not ${expected}`);
  assert(
    Math.abs(s.cut - where) <= 1.5 + (width * slack) / 100,
    `the after image starts at ${s.cut}, not ${where}`,
  );
  assert(Math.abs(s.line - s.cut) <= 1.5, `the grip is at ${s.line}, the cut at ${s.cut}`);
}

/** Both labels read whole, above the images (never on the drawings), "Before" over its left side. */
export function assertLabels(s) {
  for (const name of ['before', 'after']) {
    const label = s[name];
    assert(!label.cut, `"${name}" is cut: ${JSON.stringify(label)}`);
    assert(label.bottom <= s.area.top, `"${name}" lies on the images: ${JSON.stringify(s)}`);
  }
  const middle = (s.area.left + s.area.right) / 2;
  assert(
    s.before.right < middle && s.after.left > middle,
    `"Before" and "After" are not over their sides: ${JSON.stringify(s)}`,
  );
}
