// The moving and comparing parts of a case study's sections, checked at build time: every video loop
// (`![alt](/videos/x.mp4 "caption")`) read with its size, poster and captions (lib/media/videos.ts),
// and every before/after pair made of two images of the same size. Problems name the file and the
// section; lib/content/section-figures.ts checks the images themselves.
import path from 'node:path';
import { parseBlocks, type BeforeAfterBlock, type Block } from '@/lib/content/blocks';
import type { ImageData } from '@/lib/images/images';
import { readVideo, type VideoData } from './videos';

type Report = (problem: string) => void;

const display = (file: string) => path.relative(process.cwd(), file) || file;

/** Every block, the ones inside layouts included. */
const allBlocks = (blocks: Block[]): Block[] =>
  blocks.flatMap((block) => (block.type === 'layout' ? allBlocks(block.blocks) : [block]));

const videoItems = (blocks: Block[]) =>
  allBlocks(blocks).flatMap((block) =>
    block.type === 'figures' ? block.items.filter((item) => item.kind === 'video') : [],
  );

function sameSize(block: BeforeAfterBlock, figures: Record<string, ImageData>) {
  const [before, after] = block.images.map((item) => figures[item.src]);
  if (!before || !after || block.images.length !== 2) return undefined;
  if (before.width * after.height === after.width * before.height) return undefined;
  return `"::: before-after": the two images must have the same shape (${block.images[0].src} is ${before.width} x ${before.height}, ${block.images[1].src} is ${after.width} x ${after.height})`;
}

/**
 * The video loops the sections show, by their path in the Markdown. `figures` are the sections'
 * images as lib/content/section-figures.ts read them.
 */
export function readSectionMedia(
  file: string,
  sections: Partial<Record<string, string>>,
  dirs: { publicDir: string; private: boolean; figures: Record<string, ImageData> },
  report: Report,
): Record<string, VideoData> {
  const videos: Record<string, VideoData> = {};
  for (const [title, markdown = ''] of Object.entries(sections)) {
    const where = `${display(file)}: section "## ${title}"`;
    const blocks = parseBlocks(markdown);
    for (const block of allBlocks(blocks)) {
      const problem = block.type === 'beforeAfter' ? sameSize(block, dirs.figures) : undefined;
      if (problem) report(`${where}: ${problem}`);
    }
    for (const item of videoItems(blocks)) {
      if (videos[item.src]) continue;
      if (dirs.private) {
        report(`${where}: video ${item.src}: a protected case study cannot show a video yet`);
        continue;
      }
      if (!item.alt.trim()) {
        report(`${where}: video ${item.src} needs a description: ![what it shows](${item.src})`);
      }
      try {
        videos[item.src] = readVideo(item.src, dirs.publicDir);
      } catch (error) {
        report(`${where}: ${(error as Error).message}`);
      }
    }
  }
  return videos;
}
