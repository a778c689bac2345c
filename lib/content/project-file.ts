// Reads one case study (content/projects/<id>.md), reporting every problem in it by file and field:
// the front matter (project-schema.ts), its pictures (project-images.ts), who may read it
// (project-access.ts) and the body's sections (project-sections.ts) with their figures and loops
// (section-figures.ts, lib/media/section-media.ts).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { readSectionMedia } from '@/lib/media/section-media';
import { display, type Report } from './file-problems';
import { readAccess } from './project-access';
import { readHeroVideo, readImages } from './project-images';
import { frontMatterSchema, type Project } from './project-schema';
import { readSections } from './project-sections';
import { readSectionFigures } from './section-figures';
import { storyFields } from './story-fields';

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
