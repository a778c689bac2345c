import path from 'node:path';
import { about } from '@/content/about';
import { heroImage } from '@/content/home';
import { readImage } from '@/lib/images/images';
import { trustNotes, trustProblems } from '@/lib/trust/trust-check';
import { featuredProblems, validateProjects } from './projects';

/** Images named in the TypeScript content files, which the pages read with `readImage`. */
const namedImages = [
  { file: 'content/home.ts', field: 'heroImage.src', src: heroImage.src },
  ...about.tools.map((tool, i) => ({
    file: 'content/about.ts',
    field: `tools.${i}.logo`,
    src: tool.logo,
  })),
];

/**
 * Every content problem in the project at `root`, with the rules the build applies: each case study's
 * front matter, sections and images, the featured ids and the images the pages name. Empty when valid.
 */
export function contentProblems(root = process.cwd()): string[] {
  const publicDir = path.join(root, 'public');
  const { ids, problems } = validateProjects(path.join(root, 'content/projects'), publicDir);
  const imageProblems = namedImages.flatMap(({ file, field, src }) => {
    try {
      readImage(src, publicDir);
      return [];
    } catch (error) {
      return [`${file}: field "${field}": ${(error as Error).message}`];
    }
  });
  return [
    ...problems,
    ...featuredProblems(ids),
    ...imageProblems,
    ...trustProblems({ projectIds: ids, publicDir }),
  ];
}

/**
 * What the owner should know that does not stop the build: testimonials waiting for permission,
 * a client under NDA named in a testimonial or case study, a passed availability date.
 */
export function contentNotes(root = process.cwd()): string[] {
  const publicDir = path.join(root, 'public');
  const { ids, projects } = validateProjects(path.join(root, 'content/projects'), publicDir);
  if (trustProblems({ projectIds: ids, publicDir }).length > 0) return [];
  return trustNotes({ projects });
}
