// A note's pictures: the cover its front matter names (with its alt text) and the body's figures
// and loops, checked as a case study's section is (lib/content/section-figures.ts,
// lib/media/section-media.ts), each problem said of "the text" rather than of a section.
import fs from 'node:fs';
import path from 'node:path';
import { display, type Report } from '@/lib/content/file-problems';
import { readSectionFigures } from '@/lib/content/section-figures';
import { readImage } from '@/lib/images/images';
import { readSectionMedia } from '@/lib/media/section-media';

/** The body's images and loops, each problem said of "the text" (a note has one section). */
export function readBody(file: string, body: string, publicDir: string, report: Report) {
  const said: Report = (problem) => report(problem.replace(/: section "## Text"/, ': the text'));
  const sections = { Text: body } as Record<string, string>;
  const figures = readSectionFigures(file, sections as never, { publicDir, private: false }, said);
  const videos = readSectionMedia(file, sections, { publicDir, private: false, figures }, said);
  return { ...figures, ...videos };
}

export function readCover(
  file: string,
  src: string,
  alt: string | undefined,
  publicDir: string,
  report: Report,
) {
  if (!alt) {
    report(`${display(file)}: front matter field "coverAlt" is missing (the note has a cover)`);
    return undefined;
  }
  if (!fs.existsSync(path.join(publicDir, src))) {
    report(
      `${display(file)}: front matter field "cover" points at ${src}, but ${display(path.join(publicDir, src))} does not exist`,
    );
    return undefined;
  }
  try {
    return { ...readImage(src, publicDir), alt };
  } catch (error) {
    report(`${display(file)}: front matter field "cover": ${(error as Error).message}`);
    return undefined;
  }
}
