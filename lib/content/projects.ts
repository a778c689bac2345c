import fs from 'node:fs';
import path from 'node:path';
import { featuredProjectIds } from '@/lib/owner/home';
import { MANIFEST } from '@/lib/images/images';
import { samePassphraseProblems } from '@/lib/passphrase/passphrase';
import { display } from './file-problems';
import { readProjectFile } from './project-file';
import type { Project } from './project-schema';

export type { Project, ProjectImage } from './project-schema';

export class ContentError extends Error {
  override name = 'ContentError';
}

const root = process.cwd();

/**
 * Reads and validates every case study in `dir` (and that no two protected ones share a passphrase).
 * `problems` lists everything wrong, each naming the file and the field (`npm run check` prints them
 * all); `files` is every file the result came from.
 */
export function validateProjects(dir: string, publicDir: string) {
  const problems: string[] = [];
  const report = (problem: string) => problems.push(problem);
  const files = new Set([dir, path.join(publicDir, MANIFEST)]);
  const mdFiles = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));
  if (mdFiles.length === 0) report(`${display(dir)}: no project files (*.md) found`);

  const loaded = mdFiles.flatMap((file) => {
    files.add(file);
    const result = readProjectFile(file, publicDir, report, (image) => files.add(image));
    return result ? [{ file, ...result }] : [];
  });

  const byId = new Map<string, string>();
  for (const { file, project } of loaded) {
    const other = byId.get(project.id);
    if (other) {
      report(
        `${display(file)}: front matter field "id" is "${project.id}", which ${display(other)} already uses`,
      );
    }
    byId.set(project.id, file);
  }
  for (const { file, project } of loaded) {
    const expected = path.basename(file, '.md');
    if (project.id !== expected) {
      report(
        `${display(file)}: front matter field "id" is "${project.id}" but must match the file name ("${expected}")`,
      );
    }
  }

  // Two protected projects with one passphrase: whoever has one of them could open both.
  const named = loaded.map(({ file, project }) => ({ ...project, file: display(file) }));
  problems.push(...samePassphraseProblems(named));

  const projects = loaded
    .sort((a, b) => a.order - b.order || a.project.id.localeCompare(b.project.id))
    .map(({ project }) => project);
  const ids = mdFiles.map((file) => path.basename(file, '.md'));
  const orders = loaded.map(({ project, order }) => ({ id: project.id, order }));
  return { projects, ids, orders, problems, files: [...files] };
}

/** The projects in `dir`; throws on the first problem, as the build does. */
export function loadProjects(dir: string, publicDir: string): Project[] {
  const { projects, problems } = validateProjects(dir, publicDir);
  if (problems.length > 0) throw new ContentError(problems[0]);
  return projects;
}

/** Shown in lists (portfolio, home, sitemap, pager, structured data, social images): public only. */
export const isListed = (project: Pick<Project, 'access'>) => project.access === 'public';

/** The featured ids in content/home.yaml that name an unlisted or protected project. */
export function featuredAccessProblems(projects: Project[]): string[] {
  return projects
    .filter(
      (project) =>
        (featuredProjectIds as readonly string[]).includes(project.id) && !isListed(project),
    )
    .map(
      (project) =>
        `content/home.yaml: featuredProjectIds lists "${project.id}", but it is ${project.access} (only public projects can be featured)`,
    );
}

/** The featured ids in content/home.yaml that name no project file. */
export function featuredProblems(projectIds: string[]): string[] {
  return featuredProjectIds
    .filter((id) => !projectIds.includes(id))
    .map(
      (id) =>
        `content/home.yaml: featuredProjectIds lists "${id}", but no content/projects/${id}.md exists`,
    );
}

const stampOf = (files: string[]) =>
  files
    .map((file) => {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return stat ? `${stat.mtimeMs}:${stat.size}` : '-';
    })
    .join();

// A build reads the projects once. `next dev` keeps this module for the life of the server, so there
// every call checks the files they came from (the folder, each project file, its images, the image
// manifest) and reads them again after any change: edits show on the next request without a restart.
const live = process.env.NODE_ENV === 'development';
let cache: { projects: Project[]; files: string[]; stamp: string } | undefined;

export function getProjects(): Project[] {
  if (cache && (!live || stampOf(cache.files) === cache.stamp)) return cache.projects;
  const { projects, problems, files } = validateProjects(
    path.join(root, 'content/projects'),
    path.join(root, 'public'),
  );
  if (problems.length > 0) throw new ContentError(problems[0]);
  cache = { projects, files, stamp: stampOf(files) };
  return projects;
}

export function getProject(id: string): Project | undefined {
  return getProjects().find((project) => project.id === id);
}

/** The public projects, in portfolio order: what every list and index may show. */
export function getListedProjects(): Project[] {
  return getProjects().filter(isListed);
}

export function getFeaturedProjects(): Project[] {
  const [problem] = [
    ...featuredProblems(getProjects().map((project) => project.id)),
    ...featuredAccessProblems(getProjects()),
  ];
  if (problem) throw new ContentError(problem);
  return featuredProjectIds.flatMap((id) => getProject(id) ?? []);
}

export type AdjacentProjects = {
  previous: Project;
  next: Project;
  /** 1-based place in portfolio order, and how many projects there are. */
  position: number;
  total: number;
};

/**
 * The projects before and after `id` in portfolio order, wrapping around at both ends. Only listed
 * projects are neighbours: an unlisted or protected one links to public ones, never the reverse.
 */
export function getAdjacentProjects(
  id: string,
  allProjects: Project[] = getProjects(),
): AdjacentProjects | undefined {
  const projects = allProjects.filter((project) => isListed(project) || project.id === id);
  const index = projects.findIndex((project) => project.id === id);
  if (index === -1 || projects.length < 2) return undefined;
  const at = (offset: number) => projects[(index + offset + projects.length) % projects.length];
  return { previous: at(-1), next: at(1), position: index + 1, total: projects.length };
}
