// A build step before Next starts (scripts/build/run.mjs pre): warns about every video in public/
// over the size budget for a loop (4 MB), with the exact ffmpeg command that makes a smaller copy.
// A warning, not an error: the site still builds, and the owner decides. Reads no video's frames:
// only the file sizes.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const VIDEO_BUDGET_BYTES = 4 * 1024 * 1024;

const encoders = {
  mp4: '-c:v libx264 -preset slow -crf 28 -pix_fmt yuv420p -movflags +faststart',
  webm: '-c:v libvpx-vp9 -crf 40 -b:v 0 -row-mt 1 -pix_fmt yuv420p',
};
const quote = (arg) => (/^[\w./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The command that re-encodes `file` (a path as the owner types it) without sound, at most 1280 px
 * wide, into `<name>.small.<ext>` beside it.
 * @param {string} file
 * @returns {string}
 */
export function compressCommand(file) {
  const ext = /\.webm$/i.test(file) ? 'webm' : 'mp4';
  const out = file.replace(/\.(mp4|webm)$/i, `.small.${ext}`);
  return `ffmpeg -i ${quote(file)} -an -vf "scale='min(1280,iw)':-2" ${encoders[ext]} ${quote(out)}`;
}

/**
 * A warning for every .mp4 and .webm under `publicDir` larger than `budget` bytes, naming it by
 * `shown` (its path as the owner sees it, e.g. public/videos/x.mp4).
 * @param {string} publicDir
 * @param {{ budget?: number, shown?: (relative: string) => string }} [options]
 * @returns {string[]}
 */
export function videoBudgetWarnings(
  publicDir,
  { budget = VIDEO_BUDGET_BYTES, shown = (relative) => path.posix.join('public', relative) } = {},
) {
  return readdirSync(publicDir, { recursive: true })
    .map((entry) => String(entry).split(path.sep).join('/'))
    .filter((entry) => /\.(mp4|webm)$/i.test(entry) && !entry.startsWith('_generated/'))
    .sort()
    .flatMap((entry) => {
      const bytes = statSync(path.join(publicDir, entry)).size;
      if (bytes <= budget) return [];
      const file = shown(entry);
      return [
        `${file} is ${megabytes(bytes)}, over the ${megabytes(budget)} budget for a loop: every visitor downloads it. Make a smaller copy with\n    ${compressCommand(file)}\n  and put it in place of ${path.posix.basename(file)} (the build reads its new size itself).`,
      ];
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const warnings = videoBudgetWarnings(path.join(process.cwd(), 'public'));
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  if (warnings.length === 0) console.log('video-budget: every video is within 4 MB');
}
