// The typeface file the theme picks (content/theme.ts `font`), with what its metric-adjusted
// fallbacks need. A family from lib/theme/fonts.ts comes with figures measured in Chromium
// (scripts/font-metrics.mjs). The owner's own variable woff2 is measured here, at build, with
// HarfBuzz: its ascent and descent from its hhea table, and its width per weight over the site's own
// text against Arial's. Arial's width comes from Inter's, whose ratio to Arial Chromium measured:
// for the npm families this matches Chromium's own figures within 0.2 %.
// `node scripts/font-file.mjs content/brand/fonts/studio.woff2` prints the figures for one file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

register('./typescript-hooks.mjs', import.meta.url);
const { fontFamilies } = await import('../lib/theme/fonts.ts');

const weights = [400, 500, 600];

/** The words visitors read (the same text scripts/font-metrics.mjs measures in Chromium). */
export function siteText(dir = 'content') {
  return readdirSync(dir, { recursive: true })
    .filter((file) => /\.(md|ts)$/.test(file))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join(' ')
    .replace(/[`*#|_{}[\]<>=;]/g, ' ')
    .replace(/\s+/g, ' ');
}

async function openFace(bytes) {
  return new hb.Face(new hb.Blob(await fontverter.convert(bytes, 'sfnt')));
}

/** The advance of `text` at each weight, in em. */
function widths(face, text) {
  return Object.fromEntries(
    weights.map((weight) => {
      const font = new hb.Font(face);
      font.setVariations([new hb.Variation('wght', weight)]);
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const advance = buffer.getGlyphPositions().reduce((sum, glyph) => sum + glyph.xAdvance, 0);
      return [weight, advance / face.upem];
    }),
  );
}

/** Ascent and descent (em) as Chromium lays lines out: hhea, or OS/2's typo metrics if it asks. */
function verticalMetrics(face) {
  const table = (tag) => {
    const bytes = face.referenceTable(tag);
    return bytes && new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  const os2 = table('OS/2');
  const useTypo = os2 && (os2.getUint16(62) & (1 << 7)) !== 0;
  if (useTypo)
    return { ascent: os2.getInt16(68) / face.upem, descent: -os2.getInt16(70) / face.upem };
  const hhea = table('hhea');
  return { ascent: hhea.getInt16(4) / face.upem, descent: -hhea.getInt16(6) / face.upem };
}

export class FontFileError extends Error {
  name = 'FontFileError';
}

/** Measures the owner's font at `file` (path from the project root). */
export async function measureFontFile(file, text = siteText()) {
  const field = 'content/theme.ts: field "font.file"';
  if (!existsSync(file)) throw new FontFileError(`${field}: ${file} does not exist.`);
  let face;
  try {
    face = await openFace(readFileSync(file));
  } catch (error) {
    throw new FontFileError(
      `${field}: ${file} is not a font file HarfBuzz can read (${error.message}).`,
    );
  }
  const axis = face.getAxisInfos().wght;
  if (!axis || axis.min > 400 || axis.max < 600) {
    const has = axis
      ? `its weight axis runs from ${axis.min} to ${axis.max}`
      : 'it has no weight axis (a static font)';
    throw new FontFileError(
      `${field}: ${file} must be a variable font whose weight axis covers 400 to 600 (the weights the site sets), but ${has}. Most foundries ship a variable woff2 beside the static ones.`,
    );
  }
  const inter = fontFamilies.inter;
  const interFace = await openFace(readFileSync(path.join('node_modules', inter.file)));
  const own = widths(face, text);
  const reference = widths(interFace, text);
  const round = (value) => Number(value.toFixed(2));
  return {
    ...verticalMetrics(face),
    // Arial's width at weight w is Inter's over Inter's measured size-adjust.
    sizeAdjust: Object.fromEntries(
      weights.map((w) => [w, round((own[w] / (reference[w] / (inter.sizeAdjust[w] / 100))) * 100)]),
    ),
  };
}

/** The theme's typeface: its label, file (from the project root) and fallback metrics. */
export async function themeFont(theme) {
  if (typeof theme.font === 'string') {
    const family = fontFamilies[theme.font];
    return { ...family, file: path.join('node_modules', family.file) };
  }
  const file = path.join('content', theme.font.file);
  const label = theme.font.label ?? path.basename(file, path.extname(file));
  return { label, kind: 'your own font', file, ...(await measureFontFile(file)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(JSON.stringify(await measureFontFile(process.argv[2]), null, 2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
