// The case studies in a language. In the default language they are content/projects/*.md; in
// another, each one that has content/<code>/projects/<id>.md, with the words of that file (its
// front matter's texts, text-fields.ts `projectTextFields` and `storyTextFields`, and its five
// sections, with the images and videos they show) over the default file's settings. One without a
// translation is not published in that language at all.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { ContentError, getProjects, isListed, type Project } from '@/lib/content/projects';
import { readSections } from '@/lib/content/project-sections';
import { expandField, fieldName, getField } from './field-paths';
import { isDefaultLanguage, languages } from './languages';
import { projectTextFields } from './text-fields';
import { categoryName } from './categories';
import { translatedMedia, translateStory } from './story-texts';
import { defaultTextMark, isDefaultText, isUntranslated } from './untranslated';

export const translationFile = (lang: string, id: string) =>
  path.join(process.cwd(), 'content', lang, 'projects', `${id}.md`);

export type TranslatedProject = {
  project: Project;
  problems: string[];
  untranslated: string[];
  /** Results or captions whose English entry changed since they were translated. */
  notes: string[];
};

/**
 * `project` in `lang` from `file`, with every missing text and untranslated mark listed.
 * `nameOf` gives a category's name in that language (content/<code>/categories.ts).
 */
export function translateProject(
  lang: string,
  project: Project,
  file: string,
  nameOf: (category: string) => string = (category) => category,
): TranslatedProject {
  const where = path.relative(process.cwd(), file);
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const problems: string[] = [];
  const untranslated: string[] = [];
  const notes: string[] = [];
  const base = {
    ...project,
    imageAlt: project.image.alt,
    teaser: project.teaser && { ...project.teaser, imageAlt: project.teaser.image?.alt },
  };
  const text = (field: string) => {
    const [fieldPath] = expandField(base, field);
    if (!fieldPath || typeof getField(base, fieldPath) !== 'string') return undefined;
    const value = getField(data, fieldPath);
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${where}: front matter field "${fieldName(fieldPath)}" is missing`);
      return undefined;
    }
    if (isUntranslated(value)) untranslated.push(`${where}: ${fieldName(fieldPath)}`);
    else if (isDefaultText(value, getField(base, fieldPath))) {
      untranslated.push(`${where}: ${fieldName(fieldPath)}${defaultTextMark}`);
    }
    return value;
  };
  const words = Object.fromEntries(projectTextFields.map((field) => [field, text(field)]));
  const story = translateStory(project, data, where, { problems, untranslated, notes });
  const sections = readSections(file, content, (problem) => problems.push(problem));
  const media = translatedMedia(lang, project, file, sections, (problem) => problems.push(problem));
  for (const [title, markdown] of Object.entries(sections)) {
    if (isUntranslated(markdown)) untranslated.push(`${where}: section "## ${title}"`);
  }
  const teaser = project.teaser && {
    ...project.teaser,
    ...(project.teaser.category ? { categoryLabel: nameOf(project.teaser.category) } : {}),
    title: words['teaser.title'] ?? project.teaser.title,
    description: words['teaser.description'] ?? project.teaser.description,
    ...(project.teaser.image
      ? {
          image: {
            ...project.teaser.image,
            alt: words['teaser.imageAlt'] ?? project.teaser.image.alt,
          },
        }
      : {}),
  };
  const translated: Project = {
    ...project,
    title: words.title ?? project.title,
    categoryLabel: nameOf(project.category),
    description: words.description ?? project.description,
    image: { ...project.image, alt: words.imageAlt ?? project.image.alt },
    ...(project.liveLabel ? { liveLabel: words.liveLabel ?? project.liveLabel } : {}),
    ...story,
    sections: { ...project.sections, ...sections },
    ...media,
    ...(teaser ? { teaser } : {}),
  };
  return { project: translated, problems, untranslated, notes };
}

const cache = new Map<string, Project[]>();

/** The case studies published in `lang`, in portfolio order; throws on a translation's problem. */
export function getProjectsIn(lang: string): Project[] {
  if (isDefaultLanguage(lang)) return getProjects();
  const cached = cache.get(lang);
  if (cached) return cached;
  const projects = getProjects().flatMap((project) => {
    const file = translationFile(lang, project.id);
    if (!fs.existsSync(file)) return [];
    const { project: translated, problems } = translateProject(lang, project, file, (category) =>
      categoryName(lang, category),
    );
    if (problems.length > 0) throw new ContentError(problems[0]);
    return [translated];
  });
  if (process.env.NODE_ENV !== 'development') cache.set(lang, projects);
  return projects;
}

export const getProjectIn = (lang: string, id: string) =>
  getProjectsIn(lang).find((project) => project.id === id);

export const getListedProjectsIn = (lang: string) => getProjectsIn(lang).filter(isListed);

/** The languages a case study is published in (every language has the default's). */
export const languagesOf = (id: string) =>
  languages.filter((lang) => getProjectsIn(lang).some((project) => project.id === id));
