import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import type { z } from 'zod';
import { readImage } from '@/lib/images/images';
import { readSectionMedia } from '@/lib/media/section-media';
import { readVideo } from '@/lib/media/videos';
import { readPassphrase } from '@/lib/passphrase/passphrase';
import { PRIVATE_DIR, readPrivateImage } from '@/lib/private/private-images';
import {
  frontMatterSchema,
  sectionTitles,
  type Project,
  type SectionTitle,
} from './project-schema';
import { readSectionFigures } from './section-figures';
import { storyFields } from './story-fields';

/** Collects a content problem: one line that names the file and the field. */
export type Report = (problem: string) => void;

export const display = (file: string) => path.relative(process.cwd(), file) || file;

function fieldProblem(file: string, issue: z.core.$ZodIssue, data: Record<string, unknown>) {
  const field = issue.path.join('.') || '(front matter)';
  const key = issue.path[0];
  const missing = typeof key === 'string' && data[key] === undefined && issue.path.length === 1;
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ');
    return issue.path.length > 0
      ? `${display(file)}: front matter field "${field}" has unknown field(s) ${keys}`
      : `${display(file)}: unknown front matter field(s) ${keys}`;
  }
  return `${display(file)}: front matter field "${field}" ${missing ? 'is missing' : issue.message}`;
}

const privateDirOf = (publicDir: string) => path.join(publicDir, '..', PRIVATE_DIR);

function projectImage(
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
function readImages(
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
function readHeroVideo(
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

/** The rules of `access` and `teaser`: who may have a teaser, its image, the passphrase. */
function readAccess(
  file: string,
  fm: z.infer<typeof frontMatterSchema>,
  publicDir: string,
  report: Report,
): Project['teaser'] | undefined {
  const where = display(file);
  if (fm.access === 'protected') {
    const passphrase = readPassphrase(fm);
    if ('problem' in passphrase) report(`${where}: ${passphrase.problem}`);
  }
  const { teaser } = fm;
  if (!teaser) return undefined;
  if (fm.access !== 'protected') {
    report(`${where}: front matter field "teaser" is only for projects with access: protected`);
    return undefined;
  }
  if (teaser.image && !teaser.imageAlt) {
    report(`${where}: front matter field "teaser.imageAlt" is missing (the teaser has an image)`);
    return undefined;
  }
  if (
    teaser.image &&
    [fm.image, ...fm.processImages.map((step) => step.src)].includes(teaser.image)
  ) {
    report(
      `${where}: front matter field "teaser.image" is one of the protected images; the teaser's picture must be a public one`,
    );
    return undefined;
  }
  const image = teaser.image
    ? projectImage(file, 'teaser.image', teaser.image, { publicDir, private: false }, report)
    : undefined;
  if (teaser.image && !image) return undefined;
  return {
    title: teaser.title,
    description: teaser.description,
    ...(teaser.category ? { category: teaser.category } : {}),
    ...(image && teaser.imageAlt ? { image: { ...image, alt: teaser.imageAlt } } : {}),
  };
}

/** The body's five sections, each problem reported by file and section. */
export function readSections(file: string, body: string, report: Report) {
  const where = display(file);
  const found = new Map<string, string[]>();
  let current: string[] | undefined;
  let started = false;
  for (const token of marked.lexer(body)) {
    if (token.type === 'heading') {
      const title = token.text.trim();
      started = true;
      current = undefined;
      if (token.depth !== 2 || !sectionTitles.includes(title as SectionTitle)) {
        report(
          `${where}: unexpected heading "${token.raw.trim()}"; sections are ${sectionTitles.map((t) => `"## ${t}"`).join(', ')}`,
        );
      } else if (found.has(title)) {
        report(`${where}: section "## ${title}" appears more than once`);
      } else {
        current = [];
        found.set(title, current);
      }
    } else if (current) {
      current.push(token.raw);
    } else if (!started && token.type !== 'space') {
      started = true;
      report(`${where}: text before the first section ("## Overview")`);
    }
  }
  const sections = {} as Record<SectionTitle, string>;
  for (const title of sectionTitles) {
    const content = found.get(title);
    const markdown = content?.join('').trim();
    if (!content) report(`${where}: section "## ${title}" is missing`);
    else if (!markdown) report(`${where}: section "## ${title}" is empty`);
    else sections[title] = markdown;
  }
  return sections;
}

/**
 * Reads one case study, reporting every problem in it. Returns the project only when there is none.
 * `read` receives each file the project was built from (for the dev server's change check).
 */
export function readProjectFile(
  file: string,
  publicDir: string,
  report: Report,
  read: (file: string) => void = () => {},
): { project: Project; order: number } | undefined {
  let problems = 0;
  const count: Report = (problem) => {
    problems += 1;
    report(problem);
  };
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) count(fieldProblem(file, issue, data));
  }
  if (parsed.success && parsed.data.liveLabel && !parsed.data.liveUrl) {
    count(
      `${display(file)}: front matter field "liveLabel" names a link, but there is no "liveUrl"`,
    );
  }
  const images = readImages(file, data, publicDir, count);
  for (const image of [images.image, ...images.processImages]) {
    if (image) read(path.join(publicDir, image.src));
  }
  const video = readHeroVideo(file, data, publicDir, images.image?.src, count);
  if (video) read(path.join(publicDir, String(data.video)));
  const sections = readSections(file, content, count);
  const figures = readSectionFigures(
    file,
    sections,
    { publicDir, private: data.access === 'protected' },
    count,
  );
  for (const image of Object.values(figures)) read(path.join(publicDir, image.src));
  const videos = readSectionMedia(
    file,
    sections,
    { publicDir, private: data.access === 'protected', figures },
    count,
  );
  const processImages = images.processImages.filter((image) => image !== undefined);
  const teaser = parsed.success ? readAccess(file, parsed.data, publicDir, count) : undefined;
  if (!parsed.success || !images.image || problems > 0) return undefined;

  const fm = parsed.data;
  const project: Project = {
    id: fm.id,
    title: fm.title,
    description: fm.description,
    category: fm.category,
    image: { ...images.image, alt: fm.imageAlt },
    ...(video ? { video } : {}),
    processImages,
    liveUrl: fm.liveUrl,
    ...(fm.liveLabel ? { liveLabel: fm.liveLabel } : {}),
    ...(fm.notes?.length ? { notes: fm.notes } : {}),
    ...storyFields(fm),
    date: fm.date.toISOString().slice(0, 10),
    sections,
    figures,
    ...(Object.keys(videos).length ? { videos } : {}),
    access: fm.access,
    ...(teaser ? { teaser } : {}),
  };
  return { project, order: fm.order };
}
