// The notes in each language. In the default language they are content/notes/*.md; in another, each
// one with a translation in content/<code>/notes/<slug>.md (an untranslated note is not published
// there, as a case study). A draft is in no export (`next dev` shows it, marked); an unlisted note
// has its page but is in no list, feed or sitemap.
import fs from 'node:fs';
import path from 'node:path';
import { ContentError, getProjects } from '@/lib/content/projects';
import { defaultLanguage, isDefaultLanguage, languages } from '@/lib/i18n/languages';
import type { Note } from './note-schema';
import type { Report } from '@/lib/content/file-problems';
import { readNoteFile, translateNoteFile } from './note-file';

export type { Note } from './note-schema';

/** The folder of a language's notes. */
export const notesDir = (lang: string, root = process.cwd()) =>
  isDefaultLanguage(lang)
    ? path.join(root, 'content/notes')
    : path.join(root, 'content', lang, 'notes');

const markdownIn = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .sort()
    : [];

/** Newest first; a day's notes by their address. */
export const newestFirst = (a: Note, b: Note) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/**
 * Every note of every language with every problem (`npm run check` prints them all; the build
 * stops on the first). Drafts are included: callers choose.
 */
export function validateNotes(root = process.cwd(), langs: readonly string[] = languages) {
  const problems: string[] = [];
  const report: Report = (problem) => problems.push(problem);
  const publicDir = path.join(root, 'public');
  const defaults = markdownIn(notesDir(defaultLanguage, root)).flatMap(
    (name) =>
      readNoteFile(path.join(notesDir(defaultLanguage, root), name), publicDir, langs[0], report) ??
      [],
  );
  const byLang = new Map<string, Note[]>([[langs[0], defaults]]);
  for (const lang of langs.slice(1)) {
    const dir = notesDir(lang, root);
    for (const name of markdownIn(dir)) {
      if (
        !defaults.some((note) => `${note.slug}.md` === name) &&
        !fs.existsSync(path.join(notesDir(langs[0], root), name))
      ) {
        report(
          `${path.relative(root, path.join(dir, name))}: translates no note (content/notes/${name} does not exist)`,
        );
      }
    }
    byLang.set(
      lang,
      defaults.flatMap((note) => {
        const file = path.join(dir, `${note.slug}.md`);
        return fs.existsSync(file)
          ? (translateNoteFile(file, note, publicDir, lang, report) ?? [])
          : [];
      }),
    );
  }
  return { byLang, problems };
}

/** Each `related` id of a default-language note that names no case study. */
export function relatedProblems(notes: Note[], projectIds: readonly string[]): string[] {
  return notes.flatMap((note) =>
    note.related
      .filter((id) => !projectIds.includes(id))
      .map(
        (id) =>
          `content/notes/${note.slug}.md: front matter field "related" names "${id}", but no content/projects/${id}.md exists`,
      ),
  );
}

/** Each note a case study's `notes` names that is not a note (a draft counts: it is one). */
export function caseStudyNoteProblems(
  projects: readonly { id: string; notes?: string[] }[],
  slugs: readonly string[],
): string[] {
  return projects.flatMap((project) =>
    (project.notes ?? [])
      .filter((slug) => !slugs.includes(slug))
      .map(
        (slug) =>
          `content/projects/${project.id}.md: front matter field "notes" names "${slug}", but no content/notes/${slug}.md exists`,
      ),
  );
}

// `next dev` shows drafts to their owner; a build never reads one into a page.
const showDrafts = () => process.env.NODE_ENV === 'development';

let cache: Map<string, Note[]> | undefined;

/** The notes published in `lang` (unlisted ones included), newest first; throws on a problem. */
export function getNotes(lang: string = defaultLanguage): Note[] {
  if (!cache || showDrafts()) {
    const { byLang, problems } = validateNotes();
    const notes = byLang.get(defaultLanguage) ?? [];
    problems.push(
      ...relatedProblems(
        notes,
        getProjects().map((project) => project.id),
      ),
      ...caseStudyNoteProblems(
        getProjects(),
        notes.map((note) => note.slug),
      ),
    );
    if (problems.length > 0) throw new ContentError(problems[0]);
    cache = new Map(
      [...byLang].map(([code, notes]) => [
        code,
        notes.filter((note) => showDrafts() || !note.draft).sort(newestFirst),
      ]),
    );
  }
  return cache.get(lang) ?? [];
}

/** The notes any list, feed or sitemap of `lang` names: no draft, no unlisted note. */
export const getListedNotes = (lang: string = defaultLanguage) =>
  getNotes(lang).filter((note) => !note.unlisted && !note.draft);

export const getNote = (lang: string, slug: string) =>
  getNotes(lang).find((note) => note.slug === slug);

/** The languages a note is published in. */
export const languagesOfNote = (slug: string) =>
  languages.filter((lang) => getNotes(lang).some((note) => note.slug === slug));

/** The listed notes of `lang` a case study names, in its order (a draft or unlisted one is left out). */
export const notesOfCaseStudy = (lang: string, slugs: readonly string[] = []) =>
  slugs.flatMap((slug) => getListedNotes(lang).find((note) => note.slug === slug) ?? []);

/** Whether `lang` has any listed note (its footer link, Home's latest notes, its feed). */
export const hasNotes = (lang: string) => getListedNotes(lang).length > 0;
