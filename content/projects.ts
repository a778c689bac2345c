import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import type { z } from 'zod';
import type { ProjectCategory } from './categories';
import { featuredProjectIds } from './home';
import { readImage, type ImageData } from './images';
import { frontMatterSchema, sectionTitles, type SectionTitle } from './project-schema';

export type ProjectImage = ImageData;

export type Project = {
  id: string;
  title: string;
  description: string;
  category: ProjectCategory;
  image: ProjectImage & { alt: string };
  processImages: ProjectImage[];
  liveUrl?: string;
  date: string;
  sections: Record<SectionTitle, string>;
};

export class ContentError extends Error {
  override name = 'ContentError';
}

const root = process.cwd();
const display = (file: string) => path.relative(root, file) || file;

function fieldError(file: string, issue: z.core.$ZodIssue, data: Record<string, unknown>) {
  const field = issue.path.join('.') || '(front matter)';
  const key = issue.path[0];
  const missing = typeof key === 'string' && data[key] === undefined && issue.path.length === 1;
  if (issue.code === 'unrecognized_keys') {
    return `${display(file)}: unknown front matter field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  return `${display(file)}: front matter field "${field}" ${missing ? 'is missing' : issue.message}`;
}

function projectImage(file: string, field: string, src: string, publicDir: string): ProjectImage {
  const onDisk = path.join(publicDir, src);
  if (!fs.existsSync(onDisk)) {
    throw new ContentError(
      `${display(file)}: front matter field "${field}" points at ${src}, but ${display(onDisk)} does not exist`,
    );
  }
  try {
    return readImage(src, publicDir);
  } catch (error) {
    throw new ContentError(`${display(file)}: field "${field}": ${(error as Error).message}`);
  }
}

function readSections(file: string, body: string): Record<SectionTitle, string> {
  const found = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const token of marked.lexer(body)) {
    if (token.type === 'heading') {
      const title = token.text.trim();
      if (token.depth !== 2 || !sectionTitles.includes(title as SectionTitle)) {
        throw new ContentError(
          `${display(file)}: unexpected heading "${token.raw.trim()}"; sections are ${sectionTitles.map((t) => `"## ${t}"`).join(', ')}`,
        );
      }
      if (found.has(title)) {
        throw new ContentError(`${display(file)}: section "## ${title}" appears more than once`);
      }
      current = [];
      found.set(title, current);
    } else if (current) {
      current.push(token.raw);
    } else if (token.type !== 'space') {
      throw new ContentError(`${display(file)}: text before the first section ("## Overview")`);
    }
  }
  const sections = {} as Record<SectionTitle, string>;
  for (const title of sectionTitles) {
    const content = found.get(title);
    if (!content) throw new ContentError(`${display(file)}: section "## ${title}" is missing`);
    const markdown = content.join('').trim();
    if (!markdown) throw new ContentError(`${display(file)}: section "## ${title}" is empty`);
    sections[title] = markdown;
  }
  return sections;
}

function loadProject(file: string, publicDir: string): { project: Project; order: number } {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new ContentError(fieldError(file, parsed.error.issues[0], data));
  }
  const fm = parsed.data;
  const project: Project = {
    id: fm.id,
    title: fm.title,
    description: fm.description,
    category: fm.category,
    image: { ...projectImage(file, 'image', fm.image, publicDir), alt: fm.imageAlt },
    processImages: fm.processImages.map((src, i) =>
      projectImage(file, `processImages.${i}`, src, publicDir),
    ),
    liveUrl: fm.liveUrl,
    date: fm.date.toISOString().slice(0, 10),
    sections: readSections(file, content),
  };
  return { project, order: fm.order };
}

export function loadProjects(dir: string, publicDir: string): Project[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));
  if (files.length === 0) throw new ContentError(`${display(dir)}: no project files (*.md) found`);

  const loaded = files.map((file) => ({ file, ...loadProject(file, publicDir) }));

  const byId = new Map<string, string>();
  for (const { file, project } of loaded) {
    const other = byId.get(project.id);
    if (other) {
      throw new ContentError(
        `${display(file)}: front matter field "id" is "${project.id}", which ${display(other)} already uses`,
      );
    }
    byId.set(project.id, file);
  }
  for (const { file, project } of loaded) {
    const expected = path.basename(file, '.md');
    if (project.id !== expected) {
      throw new ContentError(
        `${display(file)}: front matter field "id" is "${project.id}" but must match the file name ("${expected}")`,
      );
    }
  }

  return loaded
    .sort((a, b) => a.order - b.order || a.project.id.localeCompare(b.project.id))
    .map(({ project }) => project);
}

let cache: Project[] | undefined;

export function getProjects(): Project[] {
  cache ??= loadProjects(path.join(root, 'content/projects'), path.join(root, 'public'));
  return cache;
}

export function getProject(id: string): Project | undefined {
  return getProjects().find((project) => project.id === id);
}

export function getFeaturedProjects(): Project[] {
  return featuredProjectIds.map((id) => {
    const project = getProject(id);
    if (!project) {
      throw new ContentError(
        `content/home.ts: featuredProjectIds lists "${id}", but no content/projects/${id}.md exists`,
      );
    }
    return project;
  });
}

export type AdjacentProjects = {
  previous: Project;
  next: Project;
  /** 1-based place in portfolio order, and how many projects there are. */
  position: number;
  total: number;
};

/** The projects before and after `id` in portfolio order, wrapping around at both ends. */
export function getAdjacentProjects(
  id: string,
  projects: Project[] = getProjects(),
): AdjacentProjects | undefined {
  const index = projects.findIndex((project) => project.id === id);
  if (index === -1 || projects.length < 2) return undefined;
  const at = (offset: number) => projects[(index + offset + projects.length) % projects.length];
  return { previous: at(-1), next: at(1), position: index + 1, total: projects.length };
}
