// Colour arithmetic for the theme: hex <-> sRGB, WCAG 2.2 relative luminance and contrast, and
// OKLCH (a perceptual space) for shades that keep the owner's hue while changing lightness.

export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHex = (value: unknown): value is string =>
  typeof value === 'string' && HEX.test(value);

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`"${hex}" is not a hex colour like #c2410c`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

export const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const gamma = (l: number) => 255 * (l <= 0.0031308 ? 12.92 * l : 1.055 * l ** (1 / 2.4) - 0.055);

/** WCAG 2.2 relative luminance of a hex colour. */
export function luminance(hex: string) {
  const [r, g, b] = parseHex(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two hex colours, 1 to 21. */
export function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` over `b` at `amount` (0: b, 1: a), mixed in sRGB like a translucent layer. */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex(x.map((c, i) => c * amount + y[i] * (1 - amount)) as unknown as Rgb);
}

export type Oklch = { l: number; c: number; h: number };

export function toOklch(hex: string): Oklch {
  const [r, g, b] = parseHex(hex).map(linear);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: (Math.atan2(B, A) * 180) / Math.PI };
}

function oklchToLinear({ l: L, c, h }: Oklch): Rgb {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

/** The colour at OKLCH (l, c, h), with its chroma reduced until it fits in sRGB. */
export function fromOklch({ l, c, h }: Oklch): string {
  const lightness = Math.min(1, Math.max(0, l));
  let chroma = c;
  for (let i = 0; i < 60; i += 1) {
    const rgb = oklchToLinear({ l: lightness, c: chroma, h });
    if (rgb.every((v) => v >= -0.0005 && v <= 1.0005)) {
      return toHex(rgb.map((v) => gamma(Math.min(1, Math.max(0, v)))) as unknown as Rgb);
    }
    chroma *= 0.92;
  }
  return toHex(oklchToLinear({ l: lightness, c: 0, h }).map(gamma) as unknown as Rgb);
}

/** The same hue and chroma at another OKLCH lightness. */
export const withLightness = (hex: string, l: number) => fromOklch({ ...toOklch(hex), l });

/** "194 65 12": the channel triple the CSS variables hold, for rgb(var(--x) / alpha). */
export const channels = (hex: string) => parseHex(hex).join(' ');
