import path from 'node:path';
import { about } from '@/lib/owner/about';
import { heroImage } from '@/lib/owner/home';
import { readImage } from '@/lib/images/images';
import { leakMessage, scanForLeaks } from '@/lib/leak-check/leak-check';
import { passphraseFileProblems } from '@/lib/passphrase/passphrase-files';
import { protectedSecrets } from '@/lib/leak-check/protected-projects';
import { DRAFT_PREFIX } from '@/lib/leak-check/draft-notes';
import { categoryName } from '@/lib/i18n/categories';
import { caseStudyNoteProblems, relatedProblems, validateNotes } from '@/lib/notes/notes';
import { trustNotes, trustProblems } from '@/lib/trust/trust-check';
import { featuredAccessProblems, featuredProblems, validateProjects } from './projects';

/** Images named in the TypeScript content files, which the pages read with `readImage`. */
const namedImages = [
  { file: 'content/home.yaml', field: 'heroImage.src', src: heroImage.src },
  ...about.tools.map((tool, i) => ({
    file: 'content/about.yaml',
    field: `tools.${i}.logo`,
    src: tool.logo,
  })),
];

/**
 * Every content problem in the project at `root`, with the rules the build applies: each case study's
 * front matter, sections and images, the featured ids, the images the pages name, the leak check
 * on public/, and no passphrase written in content/ or in a file git tracks. Empty when valid.
 */
export function contentProblems(root = process.cwd()): string[] {
  const publicDir = path.join(root, 'public');
  const { ids, problems, projects } = validateProjects(
    path.join(root, 'content/projects'),
    publicDir,
  );
  const imageProblems = namedImages.flatMap(({ file, field, src }) => {
    try {
      readImage(src, publicDir);
      return [];
    } catch (error) {
      return [`${file}: field "${field}": ${(error as Error).message}`];
    }
  });
  // Next copies public/ into the export as it is: the leak check's rules, run on it before a build.
  const { secrets, problems: publicProblems } = protectedSecrets(projects, root, {
    categoryIn: categoryName,
  });
  // A draft note's images are in public/ by design: the build leaves them out of the export.
  for (const key of secrets.keys()) if (key.startsWith(DRAFT_PREFIX)) secrets.delete(key);
  const leaks = secrets.size > 0 ? scanForLeaks(publicDir, secrets).leaks : [];
  const notes = validateNotes(root);
  return [
    ...problems,
    ...notes.problems,
    ...relatedProblems([...notes.byLang.values()][0] ?? [], ids),
    ...caseStudyNoteProblems(
      projects,
      ([...notes.byLang.values()][0] ?? []).map((note) => note.slug),
    ),
    ...publicProblems,
    ...leaks.map(
      (leak) => `${leakMessage(leak)} (Next exports public/ as it is; keep it in private/)`,
    ),
    ...passphraseFileProblems(
      root,
      projects.filter((project) => project.access === 'protected').map((project) => project.id),
    ),
    ...featuredProblems(ids),
    ...featuredAccessProblems(projects),
    ...imageProblems,
    ...trustProblems({ projectIds: ids, publicDir }),
  ];
}

/** Case studies sharing an `order`: the site then sorts them by id, which is rarely what was meant. */
export function sameOrderNotes(projects: readonly { id: string; order: number }[]): string[] {
  const byOrder = new Map<number, { id: string }[]>();
  for (const project of projects) {
    byOrder.set(project.order, [...(byOrder.get(project.order) ?? []), project]);
  }
  return [...byOrder]
    .filter(([, group]) => group.length > 1)
    .map(
      ([order, group]) =>
        `${group.map(({ id }) => `content/projects/${id}.md`).join(', ')}: the same front matter field "order" (${order}): the portfolio puts them in order of their ids; give each its own number`,
    );
}

/**
 * What the owner should know that does not stop the build: testimonials waiting for permission,
 * a client under NDA named in a testimonial or case study, a passed availability date, two case
 * studies with the same `order`.
 */
export function contentNotes(root = process.cwd()): string[] {
  const publicDir = path.join(root, 'public');
  const { ids, orders, projects } = validateProjects(
    path.join(root, 'content/projects'),
    publicDir,
  );
  if (trustProblems({ projectIds: ids, publicDir }).length > 0) return sameOrderNotes(orders);
  return [...sameOrderNotes(orders), ...trustNotes({ projects, publicDir })];
}
