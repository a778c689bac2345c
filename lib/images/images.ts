import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import svgToDataUri from 'mini-svg-data-uri';
import { withBasePath } from '../site/base-path.mjs';

/**
 * What a page needs to render an image: its size, and for photos the responsive variants. URLs are
 * as the browser requests them, with the base path (BASE_PATH) in front.
 */
export type ImageData = {
  src: string;
  width: number;
  height: number;
  /** `<source>`s, best format first; only raster images (PNG, JPEG) have them. */
  sources?: { type: string; srcSet: string }[];
  /** A tiny blurred copy, as a data URI, shown until the image arrives. */
  placeholder?: string;
};

type RasterEntry = {
  width: number;
  height: number;
  sourceHash: string;
  placeholder: string | null;
  sources: { type: string; variants: { src: string; width: number }[] }[];
};

/** An SVG drawing with text: its copy with the text as outlines, or null if it keeps its text. */
type DrawingEntry = { sourceHash: string; outlined: string | null };

type ManifestEntry = RasterEntry | DrawingEntry;

// Written by scripts/build/pre/optimize-images.mjs, which runs before `dev`, `build` and the unit
// tests.
export const MANIFEST = '_generated/images.json';
const raster = /\.(png|jpe?g)$/i;
const manifests = new Map<string, { mtime: number; entries: Record<string, ManifestEntry> }>();

function manifestFor(publicDir: string): Record<string, ManifestEntry> {
  const file = path.join(publicDir, MANIFEST);
  if (!fs.existsSync(file)) return {};
  const mtime = fs.statSync(file).mtimeMs;
  let cached = manifests.get(publicDir);
  if (cached?.mtime !== mtime) {
    cached = { mtime, entries: JSON.parse(fs.readFileSync(file, 'utf8')) };
    manifests.set(publicDir, cached);
  }
  return cached.entries;
}

/** The largest SVG that `{ inline: true }` writes into the page itself, in bytes. */
export const INLINE_SVG_MAX_BYTES = 12 * 1024;

type ReadOptions = {
  /**
   * For the first-screen picture: an SVG of up to INLINE_SVG_MAX_BYTES comes as a data URI, so the
   * browser has it with the HTML and draws it in the first paint; a photo or a larger SVG is
   * fetched as usual.
   */
  inline?: boolean;
};

/**
 * Reads an image in public/ by its site path. Throws a plain message (the caller names the content
 * file and field) if the file is missing or a photo's variants are missing or out of date.
 */
export function readImage(
  src: string,
  publicDir = path.join(process.cwd(), 'public'),
  { inline = false }: ReadOptions = {},
): ImageData {
  const onDisk = path.join(publicDir, src);
  if (!fs.existsSync(onDisk)) throw new Error(`${src} does not exist (looked for ${onDisk})`);
  const file = fs.readFileSync(onDisk);
  const current = () => createHash('sha256').update(file).digest('hex');
  if (!raster.test(src)) {
    const { width, height } = imageSize(file);
    if (!width || !height) throw new Error(`cannot read the size of ${src}`);
    const svg = /\.svg$/i.test(src);
    // A drawing with text is shown as its copy with the text as outlines, once `npm run images` has
    // made it for this version of the file (before every build; `npm run dev` on every change).
    let shown = src;
    if (svg && /<text\b/.test(file.toString('utf8'))) {
      const entry = manifestFor(publicDir)[src] as DrawingEntry | undefined;
      const copy = entry?.sourceHash === current() ? entry.outlined : null;
      if (copy && fs.existsSync(path.join(publicDir, copy))) shown = copy;
    }
    // The first-screen drawing comes inline as the owner's file: its outlined copy is two to three
    // times the bytes, which the page's HTML would carry twice (the markup and React's payload).
    // Spaces as %20: a URL in an HTML attribute may hold none (browsers forgive one; validators not).
    const small = svg && file.length <= INLINE_SVG_MAX_BYTES;
    return {
      src: inline && small ? svgToDataUri.toSrcset(file.toString('utf8')) : withBasePath(shown),
      width,
      height,
    };
  }
  const entry = manifestFor(publicDir)[src] as RasterEntry | undefined;
  if (!entry || entry.sourceHash !== current()) {
    throw new Error(
      process.env.NODE_ENV === 'development'
        ? `${src} has no up-to-date responsive variants yet: \`npm run dev\` is making them, reload in a moment`
        : `${src} has no up-to-date responsive variants: run \`npm run images\` (it runs before every build)`,
    );
  }
  const sources = entry.sources.map(({ type, variants }) => {
    for (const variant of variants) {
      if (!fs.existsSync(path.join(publicDir, variant.src))) {
        throw new Error(`${variant.src} is missing: run \`npm run images\``);
      }
    }
    return { type, srcSet: variants.map((v) => `${withBasePath(v.src)} ${v.width}w`).join(', ') };
  });
  return {
    // Inside <picture> the <img> src is fetched only by browsers with neither AVIF nor WebP.
    src: withBasePath(src),
    width: entry.width,
    height: entry.height,
    sources,
    ...(entry.placeholder ? { placeholder: entry.placeholder } : {}),
  };
}
