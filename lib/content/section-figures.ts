// The blocks of a case study's sections, checked at build time: every layout name known, every
// container well formed, every image a file in public/ (private/ for a protected project) whose size
// the page needs. Problems name the file and the section.
import fs from 'node:fs';
import path from 'node:path';
import { readImage, type ImageData } from '@/lib/images/images';
import { PRIVATE_DIR, readPrivateImage } from '@/lib/private/private-images';
import { figureItems, parseBlocks } from './blocks';
import type { SectionTitle } from './project-schema';

type Report = (problem: string) => void;

const display = (file: string) => path.relative(process.cwd(), file) || file;

/** The images the sections show, by their path in the Markdown; videos are lib/media's. */
export function readSectionFigures(
  file: string,
  sections: Partial<Record<SectionTitle, string>>,
  dirs: { publicDir: string; private: boolean },
  report: Report,
): Record<string, ImageData> {
  const figures: Record<string, ImageData> = {};
  const dir = dirs.private ? path.join(dirs.publicDir, '..', PRIVATE_DIR) : dirs.publicDir;
  for (const [title, markdown] of Object.entries(sections)) {
    const where = `${display(file)}: section "## ${title}"`;
    const blocks = parseBlocks(markdown, (problem) => report(`${where}: ${problem}`));
    for (const item of figureItems(blocks)) {
      if (item.kind !== 'image' || figures[item.src]) continue;
      if (!/^\/[^\s?#]+\.(svg|png|jpe?g|webp|avif)$/i.test(item.src)) {
        report(`${where}: image "${item.src}" must be a path inside public/ starting with "/"`);
        continue;
      }
      if (!item.alt.trim()) {
        report(`${where}: image ${item.src} needs a description: ![what it shows](${item.src})`);
      }
      if (!fs.existsSync(path.join(dir, item.src))) {
        report(`${where}: image ${item.src} does not exist (looked in ${display(dir)})`);
        continue;
      }
      try {
        figures[item.src] = dirs.private
          ? readPrivateImage(item.src, dir)
          : readImage(item.src, dir);
      } catch (error) {
        report(`${where}: image ${item.src}: ${(error as Error).message}`);
      }
    }
  }
  return figures;
}
