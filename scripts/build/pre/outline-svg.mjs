// The text of an SVG drawing turned into outlines, for scripts/build/pre/optimize-images.mjs.
// Chromium lays out an SVG image's <text> in its own document, again at every scale it is drawn at:
// on a phone at 4x CPU, 55-140 ms per drawing of this site's (docs/performance.md). As paths, the
// same drawing costs the main thread almost nothing beyond parsing. resvg (usvg) resolves the
// drawing's styles and sets its text in JetBrains Mono (npm `jetbrains-mono`), SVGO writes the
// paths compactly (0.1 user units). The owner's file stays as it is; a drawing is left as text,
// with the reason, when its text asks for a typeface other than a monospace one or for a character
// JetBrains Mono does not have.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import * as fontkit from 'fontkit';
import fontverter from 'fontverter';
import { imageSize } from 'image-size';
import { VERSION as SVGO_VERSION, optimize } from 'svgo';

const require = createRequire(import.meta.url);
const FAMILY = 'JetBrains Mono';
const FONT_PACKAGE = 'jetbrains-mono';
/** Part of the generated files' names: changes when the font, resvg or SVGO output would change. */
export const OUTLINE_VERSION = [
  FONT_PACKAGE,
  require(`${FONT_PACKAGE}/package.json`).version,
  require('@resvg/resvg-js/package.json').version,
  SVGO_VERSION,
  1,
].join(':');

const TEXT = /<text\b[^>]*>([\s\S]*?)<\/text>/g;
const FAMILY_DECLARATION = /font-family\s*(?:=\s*"([^"]*)"|=\s*'([^']*)'|:\s*([^;}"]+))/g;

/** Whether an SVG has text to outline. */
export const hasText = (svg) => /<text\b/.test(svg);

const decode = (text) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The typeface files, converted to TrueType in a temporary folder (resvg reads files).
 * @returns {Promise<{ files: string[], covered: Set<number>, dispose: () => Promise<void> }>}
 */
export async function loadOutlineFonts() {
  const dir = path.join(
    path.dirname(require.resolve(`${FONT_PACKAGE}/package.json`)),
    'fonts/webfonts',
  );
  const names = (await readdir(dir)).filter((name) =>
    /^JetBrainsMono-[A-Za-z]+\.woff2$/.test(name),
  );
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'outline-fonts-'));
  const files = [];
  const covered = new Set();
  for (const name of names) {
    const woff2 = await readFile(path.join(dir, name));
    const file = path.join(tmp, name.replace(/\.woff2$/, '.ttf'));
    await writeFile(file, await fontverter.convert(woff2, 'truetype'));
    files.push(file);
    for (const code of fontkit.create(woff2).characterSet) covered.add(code);
  }
  return { files, covered, dispose: () => rm(tmp, { recursive: true, force: true }) };
}

/** Why the drawing's text cannot be outlined in JetBrains Mono, or null when it can. */
export function cannotOutline(svg, { covered }) {
  const families = [...svg.matchAll(FAMILY_DECLARATION)].map((m) => m[1] ?? m[2] ?? m[3]);
  if (families.length === 0)
    return 'its text names no typeface (a browser sets it in its default serif)';
  const other = families.find((family) => !/\bmonospace\b/i.test(family));
  if (other) return `its text asks for "${other.trim()}", not a monospace typeface`;
  const text = [...svg.matchAll(TEXT)].map((m) => decode(m[1])).join('');
  const missing = [...new Set([...text])].filter(
    (char) => !/\s/.test(char) && !covered.has(char.codePointAt(0)),
  );
  if (missing.length) return `${FAMILY} has no ${missing.map((c) => `"${c}"`).join(', ')}`;
  return null;
}

/** The drawing with its text as paths (no <text> left), or throws. */
export function outlineText(svg, { files }) {
  const flat = new Resvg(svg, {
    font: {
      loadSystemFonts: false,
      fontFiles: files,
      defaultFontFamily: FAMILY,
      monospaceFamily: FAMILY,
    },
    logLevel: 'off',
  }).toString();
  const { data } = optimize(flat, { multipass: true, floatPrecision: 1 });
  if (hasText(data)) throw new Error('resvg left <text> in the drawing');
  return data;
}

/**
 * Outlines every drawing in `svgs` (paths relative to publicDir) that has text, into outDir as
 * `<stem>-<hash>.svg` (kept files are added to `keep`). Returns manifest entries by site path:
 * `outlined` is the copy's site path, or null with `kept` saying why the text stays text; and
 * `newlyKept`, the drawings found this run to keep their text (not those `previous` already knew),
 * so the log says it once per drawing, not on every build.
 */
export async function outlineDrawings({
  publicDir,
  outDir,
  generatedDir,
  svgs,
  keep,
  previous = {},
}) {
  const entries = {};
  const newlyKept = {};
  let fonts;
  let made = 0;
  try {
    for (const relative of svgs) {
      const bytes = await readFile(path.join(publicDir, relative));
      const svg = bytes.toString('utf8');
      if (!hasText(svg)) continue;
      const sourceHash = createHash('sha256').update(bytes).digest('hex');
      const hash = createHash('sha256').update(`${sourceHash}:${OUTLINE_VERSION}`).digest('hex');
      const file = `${relative.replace(/\.svg$/i, '')}-${hash.slice(0, 10)}.svg`;
      const onDisk = path.join(outDir, file);
      const { width, height } = imageSize(bytes);
      const entry = { width, height, sourceHash, version: OUTLINE_VERSION };
      const before = previous[`/${relative}`];
      if (existsSync(onDisk)) {
        keep.add(onDisk);
        entries[`/${relative}`] = { ...entry, outlined: `/${generatedDir}/${file}` };
        continue;
      }
      if (before?.kept && before.sourceHash === sourceHash && before.version === OUTLINE_VERSION) {
        entries[`/${relative}`] = before;
        continue;
      }
      fonts ??= await loadOutlineFonts();
      const kept = cannotOutline(svg, fonts);
      if (kept) {
        entries[`/${relative}`] = { ...entry, outlined: null, kept };
        newlyKept[`/${relative}`] = kept;
        continue;
      }
      await mkdir(path.dirname(onDisk), { recursive: true });
      await writeFile(onDisk, outlineText(svg, fonts));
      keep.add(onDisk);
      made += 1;
      entries[`/${relative}`] = { ...entry, outlined: `/${generatedDir}/${file}` };
    }
  } finally {
    await fonts?.dispose();
  }
  return { entries, made, newlyKept };
}
