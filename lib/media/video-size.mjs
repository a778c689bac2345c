// The size of a video file in public/, by its container: MP4 (lib/media/mp4.mjs) or WebM
// (lib/media/webm.mjs), told apart by the first bytes, not the name. Plain JavaScript because the
// build's steps (scripts/build/pre/video-budget.mjs) read it as well as the app.
import { readFileSync } from 'node:fs';
import { mp4Size } from './mp4.mjs';
import { webmSize } from './webm.mjs';

/** @typedef {import('./mp4.mjs').VideoSize} VideoSize */

/** The MIME type of a video by its extension, or undefined for one the site does not play. */
export const videoType = (/** @type {string} */ src) =>
  /\.mp4$/i.test(src) ? 'video/mp4' : /\.webm$/i.test(src) ? 'video/webm' : undefined;

/**
 * Width, height and duration of an MP4 or WebM file's first video track.
 * @param {Uint8Array} bytes
 * @returns {VideoSize}
 */
export function videoSize(bytes) {
  if (bytes.length >= 8 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp') {
    return mp4Size(bytes);
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return webmSize(bytes);
  }
  throw new Error('not an MP4 or WebM file (unknown first bytes)');
}

/**
 * `videoSize` of a file on disk; the message of any error names the file.
 * @param {string} file
 * @returns {VideoSize}
 */
export function readVideoSize(file) {
  try {
    return videoSize(readFileSync(file));
  } catch (error) {
    throw new Error(`cannot read ${file}: ${error instanceof Error ? error.message : error}`);
  }
}
