// Cuts the theme's typeface (`font` in content/theme.yaml, Inter by default; lib/theme/fonts.ts lists
// the npm families, or the owner's own variable woff2 in content/) down to what the site sets: the characters of printable ASCII plus every other character
// in content/, lib/, components/ and app/, and the weights 400-600 of its variable axis. Inter's
// 48 KB of woff2 become about 19 KB. Writes app/_fonts/sans.woff2 (app/fonts.ts loads it) and remakes
// it only when the font, the text or the settings change. scripts/build/pre/brand.mjs runs it
// before `dev` and `build`. `socialFonts` cuts the same typeface for the social images
// (components/seo/social-image.tsx): static TrueType at the weights they set, since satori reads
// TTF, OTF and WOFF but not WOFF2 and draws a variable font at its default weight only.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const INTER = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const OUT_DIR = 'app/_fonts';
const weights = { min: 400, max: 600 };
const textFiles = /\.(md|yaml|ts|tsx)$/;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && textFiles.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// The site's own words in German, French, Spanish (lib/i18n/words/de.ts...) count only for a
// language the site lists (content/site.yaml `languages`): a one-language site's font stays as it was.
const wordTable = /^lib[\\/]i18n[\\/]words[\\/]([a-z]{2,3})\.ts$/;
const listed = (languages) => (file) => {
  const table = wordTable.exec(file)?.[1];
  return !table || languages.some((lang) => lang.split('-')[0].toLowerCase() === table);
};

/**
 * Printable ASCII, so new text in those characters never needs a new subset, plus the rest used.
 * `languages`: the site's, whose shipped word tables count.
 */
export function glyphsUsed(dirs = ['content', 'lib', 'components', 'app'], languages = ['en']) {
  const chars = new Set();
  for (let code = 0x20; code < 0x7f; code += 1) chars.add(String.fromCharCode(code));
  for (const file of dirs.flatMap(filesUnder).filter(listed(languages))) {
    for (const char of readFileSync(file, 'utf8')) if (char >= '\u00a0') chars.add(char);
  }
  return [...chars].sort().join('');
}

/** `file`: the variable woff2, from the project root. Returns the subset's size in bytes. */
export async function subsetFonts({ file = INTER, log = console.log, languages } = {}) {
  const started = Date.now();
  const text = glyphsUsed(undefined, languages);
  const source = readFileSync(file);
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ file, text, weights }))
    .digest('hex');
  const out = path.join(OUT_DIR, 'sans.woff2');
  const stamp = path.join(OUT_DIR, 'sans.key');
  if (existsSync(out) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) {
    return readFileSync(out).length;
  }
  const font = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  });
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(out, font);
  writeFileSync(stamp, key);
  log(
    `subset-fonts: ${path.basename(file)}, ${[...text].length} characters, ${(font.length / 1024).toFixed(1)} KB ` +
      `(from ${(source.length / 1024).toFixed(1)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return font.length;
}

const MONO = (weight) =>
  `node_modules/@fontsource/jetbrains-mono/files/jetbrains-mono-latin-${weight}-normal.woff2`;
/** The monospace weights the site sets: labels (400) and the brand line (500). */
export const MONO_WEIGHTS = [400, 500];

/**
 * Cuts JetBrains Mono (content/theme.yaml `mono`) to the same characters: app/_fonts/mono-<weight>.woff2
 * for each of MONO_WEIGHTS, which app/fonts.ts declares (a theme with the system monospace never
 * loads them). Remade only when the text changes.
 */
export async function subsetMono({ log = console.log, languages } = {}) {
  const text = glyphsUsed(undefined, languages);
  const sources = MONO_WEIGHTS.map((weight) => readFileSync(MONO(weight)));
  const key = createHash('sha256')
    .update(JSON.stringify({ text, MONO_WEIGHTS }))
    .update(Buffer.concat(sources))
    .digest('hex');
  const stamp = path.join(OUT_DIR, 'mono.key');
  const outs = MONO_WEIGHTS.map((weight) => path.join(OUT_DIR, `mono-${weight}.woff2`));
  if (outs.every(existsSync) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return;
  mkdirSync(OUT_DIR, { recursive: true });
  let bytes = 0;
  for (const [i, source] of sources.entries()) {
    const font = await subsetFont(source, text, { targetFormat: 'woff2' });
    writeFileSync(outs[i], font);
    bytes += font.length;
  }
  writeFileSync(stamp, key);
  log(`subset-fonts: JetBrains Mono ${MONO_WEIGHTS.join(', ')}, ${(bytes / 1024).toFixed(1)} KB`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  subsetFonts().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/** The weights the social images set (within the 400-600 every theme font covers). */
export const SOCIAL_WEIGHTS = [500, 600];

/**
 * What social.json records: the cut files, and `source`, the typeface file they were cut from
 * (from the project root).
 * @typedef {{ key: string, label: string, source: string,
 *   fonts: { weight: number, file: string }[] }} SocialFonts
 */

/**
 * Writes social-<weight>.ttf for each of SOCIAL_WEIGHTS into `outDir` (app/_fonts/), cut from `file`
 * (the theme's variable woff2) to `text`, and social.json, which names them, the typeface and the
 * file they came from: the social images read it. Returns that record.
 * @param {{ file?: string, label?: string, outDir?: string, text?: string, languages?: readonly string[] }} [options]
 * @returns {Promise<SocialFonts>}
 */
export async function socialFonts({
  file = INTER,
  label = 'Inter',
  outDir = OUT_DIR,
  text,
  languages,
} = {}) {
  const chars = text ?? glyphsUsed(undefined, languages);
  const source = readFileSync(file);
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ file, label, chars, SOCIAL_WEIGHTS }))
    .digest('hex');
  const recordFile = path.join(outDir, 'social.json');
  if (existsSync(recordFile)) {
    const record = JSON.parse(readFileSync(recordFile, 'utf8'));
    const present = record.fonts?.every((font) => existsSync(path.join(outDir, font.file)));
    if (record.key === key && present) return record;
  }
  mkdirSync(outDir, { recursive: true });
  const fonts = [];
  for (const weight of SOCIAL_WEIGHTS) {
    const ttf = await subsetFont(source, chars, {
      targetFormat: 'sfnt',
      variationAxes: { wght: weight },
    });
    const name = `social-${weight}.ttf`;
    writeFileSync(path.join(outDir, name), ttf);
    fonts.push({ weight, file: name });
  }
  const record = { key, label, source: file, fonts };
  writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}
