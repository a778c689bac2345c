// Layout as a designer reviews it, measured in the page: how many lines a label takes, whether a
// list of cards or logos ends without a hole, whether a rule spans the content column. Each helper
// takes the page and returns plain values; the checks assert on them.

/** The number of lines each element's text takes, keyed by its text (elements found by `selector`). */
export const lineCounts = (page, selector) =>
  page.evaluate((selector) => {
    const lines = (el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
      // Rects of one line differ by less than half a line.
      const half = parseFloat(getComputedStyle(el).lineHeight) / 2 || 6;
      return tops.reduce((n, top, i) => (i && Math.abs(top - tops[i - 1]) > half ? n + 1 : n), 1);
    };
    return [...document.querySelectorAll(selector)]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ text: el.textContent.trim(), lines: lines(el) }));
  }, selector);

/**
 * The rows of a list's visible items, each with its items' horizontal centre (relative to the list,
 * 0 to 1) and how far a row is from full: a list ends well when every row but the last is full and
 * the last is full or centred.
 */
export const listRows = (page, listSelector, itemSelector = ':scope > li') =>
  page.evaluate(
    ({ listSelector, itemSelector }) =>
      [...document.querySelectorAll(listSelector)]
        .filter((list) => list.getClientRects().length > 0)
        .map((list) => {
          const box = list.getBoundingClientRect();
          const rows = new Map();
          for (const item of list.querySelectorAll(itemSelector)) {
            const r = item.getBoundingClientRect();
            if (r.width < 2) continue; // a visually hidden name
            // A row is the items that share a middle (logos of different heights are centred).
            const key = Math.round((r.top + r.bottom) / 2);
            rows.set(key, [...(rows.get(key) ?? []), r]);
          }
          return [...rows.values()].map((rects) => {
            const left = Math.min(...rects.map((r) => r.left));
            const right = Math.max(...rects.map((r) => r.right));
            return {
              count: rects.length,
              centre: ((left + right) / 2 - box.left) / box.width,
              filled: (right - left) / box.width,
            };
          });
        }),
    { listSelector, itemSelector },
  );

const channels = (colour) => colour.match(/[\d.]+/g).map(Number);

/** WCAG contrast of two computed colours ("rgb(r, g, b)"); `a` may be translucent, over `b`. */
export function contrast(a, b) {
  const [r0, g0, b0, alpha = 1] = channels(a);
  const under = channels(b);
  const over = [r0, g0, b0].map((c, i) => c * alpha + under[i] * (1 - alpha));
  const luminance = (rgb) => {
    const [r, g, bl] = rgb.slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(over), luminance(under)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether a computed colour reads as red (hue within 25° of red, saturated). */
export function isRed(colour) {
  const [r, g, b] = colour
    .match(/[\d.]+/g)
    .slice(0, 3)
    .map(Number);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 60 || max !== r) return false;
  const hue = (60 * (g - b)) / (max - min);
  return hue > -25 && hue < 25;
}
