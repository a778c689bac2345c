// Runs after `next build` (npm's postbuild). The RSC payloads a <Link> prefetches (`*.txt`) carry
// the page's preload hints, and the router acts on them in the page doing the prefetch: every page
// whose header or 404 message links to /portfolio/ downloaded that page's first card picture with
// high priority, competing with its own first paint, and the browser warned that it was preloaded
// but not used. Image hints go from the `.txt` payloads; the pages' own HTML keeps them, and a
// client-side visit fetches the picture when it renders it. Stylesheet and font hints stay.
import { fileURLToPath } from 'node:url';
import { exportDir, rewriteFiles } from './export-dir.mjs';

const IMAGE_HINT = /^:HL\[[^\n]*?,"image"[^\n]*\n/gm;

/** The payload without its image preload hints (each hint is a row of its own). */
export const withoutImageHints = (payload) => payload.replace(IMAGE_HINT, '');

export const stripPrefetchImageHints = (dir = exportDir) =>
  rewriteFiles(dir, '.txt', withoutImageHints);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const changed = stripPrefetchImageHints();
  console.log(`prefetch-hints: image preload hints removed from ${changed} RSC payload(s)`);
}
