// Turns every raster image in public/ (PNG or JPEG, any size) into responsive AVIF and WebP variants
// in public/_generated/, plus a manifest that lib/images/images.ts reads: intrinsic size, the
// variants for srcset, and a tiny blurred placeholder. Runs before `dev`, `build` and the unit tests.
// File names carry a hash of the source and the settings, so unchanged images are never re-encoded.
// An SVG drawing with text gets a copy with its text as outlines
// (scripts/build/pre/outline-svg.mjs), which the pages show instead; other SVGs are served as they
// are. A drawing whose text must stay text is named, with the reason, by the run that first finds
// it (not again on every build).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { outlineDrawings } from './outline-svg.mjs';

export const GENERATED_DIR = '_generated';
export const MANIFEST = `${GENERATED_DIR}/images.json`;

const widths = [640, 960, 1280, 1920];
const formats = [
  { ext: 'avif', type: 'image/avif', encode: (image) => image.avif({ quality: 50, effort: 4 }) },
  { ext: 'webp', type: 'image/webp', encode: (image) => image.webp({ quality: 75, effort: 4 }) },
];
// Bump when the encoder settings above change, so every variant is made again.
const SETTINGS_VERSION = 1;
const raster = /\.(png|jpe?g)$/i;
const vector = /\.svg$/i;

async function findImages(publicDir, pattern, dir = '') {
  const entries = await readdir(path.join(publicDir, dir), { withFileTypes: true });
  const found = [];
  for (const entry of entries) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory() && relative !== '_generated') {
      found.push(...(await findImages(publicDir, pattern, relative)));
    } else if (entry.isFile() && pattern.test(entry.name)) {
      found.push(relative);
    }
  }
  return found.sort();
}

/**
 * Widths to make: the standard ones narrower than the image, plus the image's own (at most 1920).
 * @param {number} intrinsicWidth
 * @returns {number[]}
 */
export function variantWidths(intrinsicWidth) {
  const below = widths.filter((width) => width < intrinsicWidth);
  return [...new Set([...below, Math.min(intrinsicWidth, widths.at(-1))])];
}

async function placeholderFor(input) {
  const image = sharp(input).autoOrient();
  if (!(await image.clone().stats()).isOpaque) return null; // it would show through transparent parts
  const tiny = await image.resize(16).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

/**
 * @param {{ publicDir?: string, log?: (message: string) => void }} [options]
 * @returns {Promise<Record<string, unknown>>}
 */
export async function optimizeImages({ publicDir = 'public', log = console.log } = {}) {
  const started = Date.now();
  const outDir = path.join(publicDir, GENERATED_DIR);
  const manifest = {};
  const keep = new Set([path.join(publicDir, MANIFEST)]);
  let made = 0;
  let cached = 0;

  for (const relative of await findImages(publicDir, raster)) {
    const input = await readFile(path.join(publicDir, relative));
    const sourceHash = createHash('sha256').update(input).digest('hex');
    const hash = createHash('sha256')
      .update(`${sourceHash}:${SETTINGS_VERSION}`)
      .digest('hex')
      .slice(0, 10);
    const { autoOrient } = await sharp(input).metadata();
    const { width, height } = autoOrient;
    const stem = relative.replace(raster, '');
    await mkdir(path.dirname(path.join(outDir, stem)), { recursive: true });

    const sources = [];
    for (const format of formats) {
      const variants = [];
      for (const w of variantWidths(width)) {
        const file = `${stem}-${hash}-${w}.${format.ext}`;
        const onDisk = path.join(outDir, file);
        keep.add(onDisk);
        if (existsSync(onDisk)) {
          cached += 1;
        } else {
          await format.encode(sharp(input).autoOrient().resize(w)).toFile(onDisk);
          made += 1;
        }
        variants.push({ src: `/${GENERATED_DIR}/${file}`, width: w });
      }
      sources.push({ type: format.type, variants });
    }
    manifest[`/${relative}`] = {
      width,
      height,
      sourceHash,
      placeholder: await placeholderFor(input),
      sources,
    };
  }

  const rasters = Object.keys(manifest).length;
  const drawings = await outlineDrawings({
    publicDir,
    outDir,
    generatedDir: GENERATED_DIR,
    svgs: await findImages(publicDir, vector),
    keep,
    previous: await previousManifest(publicDir),
  });
  Object.assign(manifest, drawings.entries);
  const outlined = Object.values(drawings.entries).filter((entry) => entry.outlined).length;

  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(publicDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const stale = await pruneExcept(outDir, keep);
  log(
    `optimize-images: ${rasters} raster image(s), ${made} variant(s) made, ${cached} cached; ` +
      `${outlined} drawing(s) with text outlined (${drawings.made} made); ${stale} stale removed ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  // Once per drawing: the next runs find the reason in the manifest and say nothing.
  for (const [src, why] of Object.entries(drawings.newlyKept)) {
    log(`optimize-images: ${src} keeps its text as text: ${why}`);
  }
  return manifest;
}

async function previousManifest(publicDir) {
  try {
    return JSON.parse(await readFile(path.join(publicDir, MANIFEST), 'utf8'));
  } catch {
    return {};
  }
}

async function pruneExcept(dir, keep) {
  let removed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      removed += await pruneExcept(file, keep);
      if ((await readdir(file)).length === 0) await rm(file, { recursive: true });
    } else if (!keep.has(file)) {
      await rm(file);
      removed += 1;
    }
  }
  return removed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  optimizeImages().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
