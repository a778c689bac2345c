// Runs after `next build` (npm's postbuild), before the leak check: a draft note is in no file of
// the export. Its pages, list entries, feed entries and sitemap lines are never made (lib/notes);
// what Next copies from public/ regardless, the images and loops only drafts show, and the copies
// the image step made of them (outlined drawings, photo sizes, posters), are taken out here. The
// leak check then searches every file for the drafts' texts and image bytes.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { exportDir } from './export-dir.mjs';

register('../../shared/typescript-hooks.mjs', import.meta.url);
const { languages } = await import('../../../lib/i18n/languages.ts');
const { draftNotes, draftOnlyMedia } = await import('../../../lib/notes/drafts.ts');
const { MANIFEST } = await import('../../../lib/images/images.ts');

const root = process.cwd();
const drafts = draftNotes(root, languages);
const media = draftOnlyMedia(root, drafts);
const manifestFile = path.join(root, 'public', MANIFEST);
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};

/** A file and every copy the image step made of it, by site path. */
const copiesOf = (src) => {
  const entry = manifest[src] ?? {};
  return [
    src,
    ...(entry.outlined ? [entry.outlined] : []),
    ...(entry.sources ?? []).flatMap((source) => source.variants.map((variant) => variant.src)),
    // A loop's poster and captions sit beside it under the same name.
    ...['.jpg', '.webp', '.avif', '.png', '.vtt', '.webm', '.mp4'].map((ext) =>
      src.replace(/\.(mp4|webm)$/i, ext),
    ),
  ];
};

let removed = 0;
for (const src of new Set(media.flatMap(copiesOf))) {
  const file = path.join(exportDir, src);
  if (!existsSync(file)) continue;
  rmSync(file);
  removed += 1;
}
if (drafts.length > 0) {
  console.log(
    `draft-notes: ${drafts.length} draft(s) left out; ${removed} file(s) only they show removed from ${exportDir}/`,
  );
}
