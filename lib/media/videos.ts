// What a page needs to show a video loop from public/: its sources (the MP4 and/or WebM of the same
// name, WebM first), its size read from the file (lib/media/video-size.mjs), so nothing shifts, its
// poster and its captions, found by name beside it (docs/case-studies.md, "Video loops"):
//   /videos/spin.mp4          the file the Markdown or the front matter names
//   /videos/spin.webm         optional: the same loop in WebM, offered first
//   /videos/spin.poster.jpg   required: .webp, .jpg, .png or .svg, shown until it plays
//   /videos/spin.vtt          optional: WebVTT captions (a <track kind="captions">), in the
//                             default language; /videos/spin.de.vtt: the same in German, and so on
import fs from 'node:fs';
import path from 'node:path';
import { defaultLanguage } from '../i18n/languages';
import { basePath, withBasePath } from '../site/base-path.mjs';
import { videoSize, videoType } from './video-size.mjs';

export type VideoData = {
  /** Best first: WebM, then MP4. URLs with the base path. */
  sources: { src: string; type: string }[];
  width: number;
  height: number;
  /** Seconds, when the file says. */
  duration?: number;
  poster: string;
  captions?: string;
  /** The language of `captions`: the default's for x.vtt, that language's for x.<code>.vtt. */
  captionsLang?: string;
};

export const POSTER_EXTENSIONS = ['webp', 'jpg', 'png', 'svg'] as const;
export const isVideoPath = (src: string) => videoType(src) !== undefined;

const stem = (src: string) => src.replace(/\.(mp4|webm)$/i, '');
const exists = (publicDir: string, src: string) => fs.existsSync(path.join(publicDir, src));

/** The site path of the poster beside `src`, if there is one. */
export function posterOf(src: string, publicDir: string): string | undefined {
  return POSTER_EXTENSIONS.map((ext) => `${stem(src)}.poster.${ext}`).find((poster) =>
    exists(publicDir, poster),
  );
}

/** Why a WebVTT file would not work, or undefined when it looks right. */
export function captionsProblem(text: string): string | undefined {
  if (!/^\uFEFF?WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(text)) {
    return 'does not start with "WEBVTT" (it is not a WebVTT file)';
  }
  if (!/\d{2}:\d{2}\.\d{3}\s+-->\s+(?:\d{2}:)?\d{2}:\d{2}\.\d{3}/.test(text)) {
    return 'has no cue ("00:00.000 --> 00:02.000" and a line of text)';
  }
  return undefined;
}

/**
 * Reads a video in public/ by its site path, with its poster and captions. `fallbackPoster` (the
 * hero image's URL, used as it is) stands in when no poster sits beside the file. Throws a plain message (the caller
 * names the content file and field) for a missing or unreadable file, a missing poster or a broken
 * captions file.
 */
export function readVideo(
  src: string,
  publicDir = path.join(process.cwd(), 'public'),
  { fallbackPoster }: { fallbackPoster?: string } = {},
): VideoData {
  if (!isVideoPath(src)) throw new Error(`${src} is not an .mp4 or .webm file`);
  const onDisk = path.join(publicDir, src);
  if (!fs.existsSync(onDisk)) throw new Error(`${src} does not exist (looked for ${onDisk})`);
  let size;
  try {
    size = videoSize(fs.readFileSync(onDisk));
  } catch (error) {
    throw new Error(`cannot read ${src}: ${(error as Error).message}`);
  }
  const own = posterOf(src, publicDir);
  const poster = own ? withBasePath(own) : fallbackPoster;
  if (!poster) {
    throw new Error(
      `${src} has no poster: add ${stem(src)}.poster.jpg (or .webp, .png, .svg) beside it, a still of the loop shown until it plays`,
    );
  }
  const captions = readCaptions(`${stem(src)}.vtt`, publicDir);
  const names = [`${stem(src)}.webm`, `${stem(src)}.mp4`].filter(
    (name) => name === src || exists(publicDir, name),
  );
  return {
    sources: names.map((name) => ({ src: withBasePath(name), type: videoType(name)! })),
    width: size.width,
    height: size.height,
    ...(size.duration ? { duration: size.duration } : {}),
    poster,
    ...(captions ? { captions, captionsLang: defaultLanguage } : {}),
  };
}

/** The captions file's URL, if it exists; throws naming it when it is not WebVTT. */
function readCaptions(captionsSrc: string, publicDir: string) {
  if (!exists(publicDir, captionsSrc)) return undefined;
  const problem = captionsProblem(fs.readFileSync(path.join(publicDir, captionsSrc), 'utf8'));
  if (problem) throw new Error(`the captions file ${captionsSrc} ${problem}`);
  return withBasePath(captionsSrc);
}

/**
 * `video` on a page in `lang`: with the captions written in that language (x.<code>.vtt beside
 * it) when there are some, else as it is (the default language's x.vtt, or none).
 */
export function videoIn(
  lang: string,
  video: VideoData,
  publicDir = path.join(process.cwd(), 'public'),
): VideoData {
  const [{ src }] = video.sources;
  const sitePath = basePath && src.startsWith(basePath) ? src.slice(basePath.length) : src;
  const captions = readCaptions(`${stem(sitePath)}.${lang}.vtt`, publicDir);
  return captions ? { ...video, captions, captionsLang: lang } : video;
}
