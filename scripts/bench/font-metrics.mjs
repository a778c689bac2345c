// Measures what the metric-adjusted fallbacks in lib/theme/fonts.ts need for each typeface: its width
// over Arial's (Liberation Sans, metrically identical) per weight, over the site's own text, and its
// ascent and descent, in Chromium. Run after adding a family: `node
// scripts/bench/font-metrics.mjs`, and copy the figures into lib/theme/fonts.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../test/chromium.mjs';
import { siteText } from '../build/pre/font-file.mjs';

const families = {
  inter: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'dm-sans': '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  'source-sans-3': '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  'source-serif-4':
    '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
};

// The words visitors read (the text the build measures an owner's own font over).
const text = siteText();

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const page = await browser.newPage();
const faces = Object.entries(families)
  .map(([name, file]) => {
    const data = readFileSync(path.join('node_modules', file)).toString('base64');
    return `@font-face{font-family:'${name}';src:url(data:font/woff2;base64,${data}) format('woff2');font-weight:100 900}`;
  })
  .join('\n');
await page.setContent(`<style>${faces}</style>`);
const results = await page.evaluate(
  async ({ names, text }) => {
    await Promise.all(
      names.flatMap((n) => [400, 500, 600].map((w) => document.fonts.load(`${w} 100px '${n}'`))),
    );
    const ctx = document.createElement('canvas').getContext('2d');
    const width = (font) => {
      ctx.font = font;
      return ctx.measureText(text).width;
    };
    return names.map((name) => {
      ctx.font = `400 1000px '${name}'`;
      const m = ctx.measureText('Hg');
      const adjust = {};
      for (const w of [400, 500, 600]) {
        const fallback = width(`${w >= 600 ? 700 : 400} 100px 'Liberation Sans'`);
        adjust[w] = Number(((width(`${w} 100px '${name}'`) / fallback) * 100).toFixed(2));
      }
      return {
        name,
        ascent: Number((m.fontBoundingBoxAscent / 1000).toFixed(4)),
        descent: Number((m.fontBoundingBoxDescent / 1000).toFixed(4)),
        sizeAdjust: adjust,
      };
    });
  },
  { names: Object.keys(families), text },
);
await browser.close();
// Canvas text is not laid out like the pages' text (letter spacing, kerning across elements): the
// figures are calibrated so that Inter gets the values measured on the rendered pages, which
// scripts/bench/font-swap-cls.mjs confirms (0 shift).
const interOnPages = { 400: 106.78, 500: 107.79, 600: 100.98 };
const inter = { ...results.find((r) => r.name === 'inter').sizeAdjust };
for (const r of results) {
  for (const w of [400, 500, 600]) {
    r.sizeAdjust[w] = Number(((r.sizeAdjust[w] * interOnPages[w]) / inter[w]).toFixed(2));
  }
  console.log(JSON.stringify(r));
}
