// The typeface file the theme picks (content/theme.yaml `font`), with what its metric-adjusted
// fallbacks need. A family from lib/theme/fonts.ts comes with figures measured in Chromium
// (scripts/bench/font-metrics.mjs). The owner's own variable woff2 is measured here, at build, with
// HarfBuzz: its ascent and descent from its hhea table, and its width per weight over the text the
// site shows against Arial's. Arial's width comes from Inter's, whose ratio to Arial Chromium measured:
// for the npm families this matches Chromium's own figures within 0.2 %.
// `node scripts/build/pre/font-file.mjs content/brand/fonts/studio.woff2` prints the figures for
// one file. Opening the file and its rule (a variable font over 400-600) are font-face.mjs's.
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import { parse } from 'yaml';
import { openFace, openFontFile } from './font-face.mjs';

register('../../shared/typescript-hooks.mjs', import.meta.url);
const { fontFamilies } = await import('../../../lib/theme/fonts.ts');

const weights = [400, 500, 600];

// Text a visitor sees, not code: a value with a space in it that is not a path, address or colour.
const shown = (value) =>
  /\s/.test(value) && !/^(\/|https?:|mailto:|#[0-9a-f]{3,8}\b)/i.test(value.trim());

/**
 * The words visitors read, from content/ (the same text scripts/bench/font-metrics.mjs measures in
 * Chromium): the case studies' Markdown and the values of their front matter, and the texts of
 * the YAML files, without their comments, keys, ids, paths and addresses, which no page shows and
 * which would skew the widths toward lower-case code.
 */
export function siteText(dir = 'content') {
  const parts = [];
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(md|yaml)$/.test(file));
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (file.endsWith('.md')) {
      const [, front = '', body = text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      for (const line of front.split('\n')) {
        const value = /^\s*-?\s*\w+:\s*(.+)$/.exec(line)?.[1]?.replace(/^['"]|['"]$/g, '');
        if (value && shown(value)) parts.push(value);
      }
      parts.push(
        body
          .replace(/\]\([^)]*\)/g, ']')
          .replace(/^#+\s*/gm, '')
          .replace(/[`*_[\]|>]/g, ' '),
      );
    } else {
      // A file that does not parse is the content check's to report; its texts count as none here.
      let value;
      try {
        value = parse(text);
      } catch {
        continue;
      }
      const walk = (node) => {
        if (typeof node === 'string') {
          if (shown(node)) parts.push(node);
        } else if (node && typeof node === 'object') Object.values(node).forEach(walk);
      };
      walk(value);
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ');
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

/** Measures the owner's font at `file` (path from the project root). */
export async function measureFontFile(file, text = siteText()) {
  const face = await openFontFile(file);
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
