// The mark drawn when content/brand/mark.svg is absent: the owner's initials, white (the primary
// button's text colour) on a tile of the accent, as outlines so every renderer draws the same shape.

/** "Alex Morgan" -> "AM", "Zoë van der Berg" -> "ZB", "Prince" -> "P": first and last word. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0)
    throw new Error('content/site.yaml: field "name" has no letters for a monogram');
  const first = (word: string) => [...word].find((c) => /\p{L}/u.test(c))!.toLocaleUpperCase();
  return words.length === 1 ? first(words[0]) : first(words[0]) + first(words[words.length - 1]);
}

export type Glyphs = {
  /** SVG path data of the shaped text, in font units, y up, starting at x = 0 on the baseline. */
  path: string;
  /** The text's advance width and cap height, in font units. */
  width: number;
  capHeight: number;
};

/** A 32x32 SVG: the initials centred on a rounded tile. */
export function monogramSvg(glyphs: Glyphs, colors: { tile: string; ink: string }, radius = 7) {
  const size = 32;
  // Caps 12 units tall, narrowed to fit 22 units for wide pairs such as "WM".
  const scale = Math.min(12 / glyphs.capHeight, 22 / glyphs.width);
  const x = (size - glyphs.width * scale) / 2;
  const y = (size + glyphs.capHeight * scale) / 2;
  const rx = Number(radius.toFixed(2));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">`,
    `<rect x="1" y="1" width="30" height="30" rx="${rx}" fill="${colors.tile}"/>`,
    `<path transform="translate(${x.toFixed(3)} ${y.toFixed(3)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${glyphs.path}" fill="${colors.ink}"/>`,
    '</svg>',
    '',
  ].join('\n');
}
