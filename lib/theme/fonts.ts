// The typefaces a theme can pick, each a variable font from an npm package (self-hosted: no request
// leaves the site). scripts/build/pre/subset-fonts.mjs cuts the chosen one to the site's characters
// and the weights 400-600; app/fonts.ts loads the result. Each comes with its metric-adjusted
// fallbacks, so the swap from the fallback to the web font moves nothing.
//
// `fallback`: per weight, size-adjust (the font's width over Arial's / Liberation Sans's, measured in
// Chromium over the text the site shows by scripts/bench/font-metrics.mjs) and the font's ascent
// and descent (em). The Roboto fallback (Android) scales Arial's size-adjust by Roboto's width
// relative to Arial at that weight, derived from its published average widths (the same for every
// family).

export type Weight = 400 | 500 | 600;

export type FontFamily = {
  label: string;
  /** What it is, for the README and messages. */
  kind: string;
  /** The variable woff2 (latin, weight axis) inside node_modules. */
  file: string;
  ascent: number;
  descent: number;
  /** size-adjust against Arial / Liberation Sans, in %, per weight. */
  sizeAdjust: Record<Weight, number>;
};

export const fontFamilies = {
  inter: {
    label: 'Inter',
    kind: 'neo-grotesque sans (the default)',
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ascent: 0.96875,
    descent: 0.2412,
    sizeAdjust: { 400: 106.78, 500: 107.79, 600: 100.98 },
  },
  'dm-sans': {
    label: 'DM Sans',
    kind: 'geometric sans',
    file: '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
    ascent: 0.992,
    descent: 0.31,
    sizeAdjust: { 400: 104.26, 500: 106.07, 600: 100.56 },
  },
  'source-sans-3': {
    label: 'Source Sans 3',
    kind: 'humanist sans',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    ascent: 1.024,
    descent: 0.4,
    sizeAdjust: { 400: 93.17, 500: 94.5, 600: 88.97 },
  },
  'source-serif-4': {
    label: 'Source Serif 4',
    kind: 'serif',
    file: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
    ascent: 1.036,
    descent: 0.335,
    sizeAdjust: { 400: 106.73, 500: 107.47, 600: 100.47 },
  },
} as const satisfies Record<string, FontFamily>;

export type FontName = keyof typeof fontFamilies;

/** What the fallbacks of any typeface need: a family above, or the owner's file measured at build. */
export type FontMetrics = Pick<FontFamily, 'label' | 'ascent' | 'descent' | 'sizeAdjust'>;

/** Roboto's width over Arial's per weight (Inter's Roboto size-adjust over its Arial one). */
const robotoOverArial: Record<Weight, number> = {
  400: 107.01 / 106.78,
  500: 107.05 / 107.79,
  600: 107.2 / 100.98,
};

const arial = {
  regular: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')",
  bold: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold')",
};
const roboto: Record<Weight, string> = {
  400: "local('Roboto'), local('Roboto Regular'), local('Roboto-Regular')",
  500: "local('Roboto Medium'), local('Roboto-Medium')",
  600: "local('Roboto Bold'), local('Roboto-Bold')",
};

/** The names app/fonts.ts lists after the web font. */
export const fallbackNames = ['Site Sans Fallback', 'Site Sans Fallback Roboto'] as const;

const pct = (value: number) => `${Number(value.toFixed(2))}%`;

function face(name: string, src: string, weight: string, adjust: number, font: FontMetrics) {
  return [
    '@font-face {',
    `  font-family: '${name}';`,
    `  src: ${src};`,
    `  font-weight: ${weight};`,
    `  size-adjust: ${pct(adjust)};`,
    `  ascent-override: ${pct((font.ascent / adjust) * 10000)};`,
    `  descent-override: ${pct((font.descent / adjust) * 10000)};`,
    '  line-gap-override: 0%;',
    '}',
  ].join('\n');
}

/** The @font-face rules of the metric-adjusted fallbacks for `font`. */
export function fallbackFaces(font: FontMetrics): string {
  const weights: Weight[] = [400, 500, 600];
  return weights
    .flatMap((w) => {
      const range = w === 600 ? '600 700' : String(w);
      return [
        face(
          fallbackNames[0],
          w === 600 ? arial.bold : arial.regular,
          range,
          font.sizeAdjust[w],
          font,
        ),
        face(fallbackNames[1], roboto[w], range, font.sizeAdjust[w] * robotoOverArial[w], font),
      ];
    })
    .join('\n');
}
