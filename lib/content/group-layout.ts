// How a group of figures is laid out, by count: its own module, without the Markdown parser, so the
// process lightbox (a client component) can use it without sending marked to the browser.

/**
 * Columns for a group of `count` figures: 1 alone; 2 side by side; 3 in a row when there is room
 * (`roomy`), else one large above two; more in two columns, the first spanning both when the count
 * is odd. Every layout ends on a full row.
 */
export function groupLayout(count: number, roomy = false) {
  if (count <= 1) return { columns: 1, spanFirst: false };
  if (count === 3 && roomy) return { columns: 3, spanFirst: false };
  return { columns: 2, spanFirst: count % 2 === 1 };
}
