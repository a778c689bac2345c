// The pictures a case study's front matter names, each checked on its own: the hero image and the
// process images (in public/, or private/ for a protected project) read with their size, and the
// hero loop with its sources, poster and captions (lib/media/videos.ts).
import fs from 'node:fs';
import path from 'node:path';
import { readImage } from '@/lib/images/images';
import { readVideo } from '@/lib/media/videos';
import { PRIVATE_DIR, readPrivateImage } from '@/lib/private/private-images';
import { display, type Report } from './file-problems';
import { frontMatterSchema } from './project-schema';

const privateDirOf = (publicDir: string) => path.join(publicDir, '..', PRIVATE_DIR);

export function projectImage(
  file: string,
  field: string,
  src: string,
  dirs: { publicDir: string; private: boolean },
  report: Report,
) {
  const dir = dirs.private ? privateDirOf(dirs.publicDir) : dirs.publicDir;
  const onDisk = path.join(dir, src);
  if (!fs.existsSync(onDisk)) {
    const where = dirs.private
      ? ` (a protected project's images go in ${PRIVATE_DIR}/, never public/)`
      : '';
    report(
      `${display(file)}: front matter field "${field}" points at ${src}, but ${display(onDisk)} does not exist${where}`,
    );
    return undefined;
  }
  try {
    return dirs.private ? readPrivateImage(src, dir) : readImage(src, dir);
  } catch (error) {
    report(`${display(file)}: field "${field}": ${(error as Error).message}`);
    return undefined;
  }
}

/** The images a file names, checked one by one even when other fields are invalid. */
export function readImages(
  file: string,
  data: Record<string, unknown>,
  publicDir: string,
  report: Report,
) {
  const { image, processImages } = frontMatterSchema.shape;
  const dirs = { publicDir, private: data.access === 'protected' };
  const hero = image.safeParse(data.image);
  const steps = processImages.safeParse(data.processImages);
  return {
    image: hero.success ? projectImage(file, 'image', hero.data, dirs, report) : undefined,
    processImages: steps.success
      ? steps.data.map(({ src, caption }, i) => {
          const read = projectImage(file, `processImages.${i}`, src, dirs, report);
          return read && caption ? { ...read, caption } : read;
        })
      : [],
  };
}

/** The hero loop, if the front matter names one: its size, sources, poster and captions. */
export function readHeroVideo(
  file: string,
  data: Record<string, unknown>,
  publicDir: string,
  poster: string | undefined,
  report: Report,
) {
  const video = frontMatterSchema.shape.video.safeParse(data.video);
  if (!video.success || !video.data) return undefined;
  if (data.access === 'protected') {
    report(
      `${display(file)}: front matter field "video": a protected case study cannot show a video yet (its files would be public); use image`,
    );
    return undefined;
  }
  try {
    return readVideo(video.data, publicDir, { fallbackPoster: poster });
  } catch (error) {
    report(`${display(file)}: front matter field "video": ${(error as Error).message}`);
    return undefined;
  }
}
