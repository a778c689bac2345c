import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { ImageData } from '@/lib/images/images';

/**
 * A protected project's images live in private/ (same paths as in public/), which Next does not
 * export: they reach the site only inside the project's sealed file, with no AVIF/WebP variants or
 * blurred placeholder (those would be plain copies).
 */
export const PRIVATE_DIR = 'private';

const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/**
 * Size and type of an image in private/; `src` stays the site path until the browser swaps in a
 * blob: URL. Under `next dev`, which serves public/ only, `src` is the picture itself as a data: URL,
 * so the owner sees the case study whole.
 */
export function readPrivateImage(
  src: string,
  privateDir: string,
  inline = process.env.NODE_ENV === 'development',
): ImageData & { type: string } {
  const onDisk = path.join(privateDir, src);
  if (!fs.existsSync(onDisk)) {
    throw new Error(`${src} does not exist in ${PRIVATE_DIR}/ (looked for ${onDisk})`);
  }
  const bytes = fs.readFileSync(onDisk);
  const { width, height } = imageSize(bytes);
  if (!width || !height) throw new Error(`cannot read the size of ${src}`);
  const type = types[path.extname(src).toLowerCase()];
  const shown = inline ? `data:${type};base64,${bytes.toString('base64')}` : src;
  return { src: shown, width, height, type };
}
