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

/** Size and type of an image in private/; `src` stays the site path until the browser swaps in a blob: URL. */
export function readPrivateImage(src: string, privateDir: string): ImageData & { type: string } {
  const onDisk = path.join(privateDir, src);
  if (!fs.existsSync(onDisk)) {
    throw new Error(`${src} does not exist in ${PRIVATE_DIR}/ (looked for ${onDisk})`);
  }
  const { width, height } = imageSize(fs.readFileSync(onDisk));
  if (!width || !height) throw new Error(`cannot read the size of ${src}`);
  return { src, width, height, type: types[path.extname(src).toLowerCase()] };
}
