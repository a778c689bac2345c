// Reads one note (content/notes/<slug>.md) or its translation (content/<code>/notes/<slug>.md),
// reporting every problem by file and field: the front matter (note-schema.ts), the cover image and
// the body's figures and loops (note-media.ts, checked as a case study's are).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { display, type Report } from '@/lib/content/file-problems';
import { readBody, readCover } from './note-media';
import { noteSchema, slugPattern, translatedNoteSchema, type Note } from './note-schema';
import { readingMinutes } from './reading-time';

/** Addresses under /notes/ that are not notes: the list's pages and the tags. */
const RESERVED = ['page', 'tags'];

const day = (date: Date) => date.toISOString().slice(0, 10);

function fieldProblem(file: string, issue: z.core.$ZodIssue, data: Record<string, unknown>) {
  const field = issue.path.join('.') || '(front matter)';
  const key = issue.path[0];
  if (issue.code === 'unrecognized_keys') {
    return `${display(file)}: unknown front matter field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  const missing = typeof key === 'string' && data[key] === undefined && issue.path.length === 1;
  return `${display(file)}: front matter field "${field}" ${missing ? 'is missing' : issue.message}`;
}

/** `report`, counting what it reports: the note is left out when it had any problem. */
function counting(report: Report) {
  let problems = 0;
  const count: Report = (problem) => {
    problems += 1;
    report(problem);
  };
  return { count, problems: () => problems };
}

/**
 * A note file's front matter checked against `schema` (undefined when it fails) and its body with
 * its figures and loops, every problem counted; `what` names the file in a message.
 */
function readFront<S extends z.ZodType>(
  file: string,
  schema: S,
  what: string,
  publicDir: string,
  count: Report,
) {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    for (const issue of parsed.error.issues) count(fieldProblem(file, issue, data));
  const body = content.trim();
  if (!body) count(`${display(file)}: the ${what} has no text under its front matter`);
  const media = readBody(file, body, publicDir, count);
  return { fm: parsed.success ? (parsed.data as z.output<S>) : undefined, body, media };
}

/** One note in the default language; undefined when it has a problem (each one reported). */
export function readNoteFile(
  file: string,
  publicDir: string,
  lang: string,
  report: Report,
): Note | undefined {
  const { count, problems } = counting(report);
  const slug = path.basename(file, '.md');
  if (RESERVED.includes(slug)) {
    count(
      `${display(file)}: "${slug}" is an address the notes' list uses; give the file another name`,
    );
  } else if (!slugPattern.test(slug)) {
    count(
      `${display(file)}: the file name must be the note's address: lowercase letters, digits and single hyphens, like my-first-note.md`,
    );
  }
  const { fm, body, media } = readFront(file, noteSchema, 'note', publicDir, count);
  if (!fm) return undefined;
  if (fm.coverAlt && !fm.cover)
    count(
      `${display(file)}: front matter field "coverAlt" describes no cover (add cover: or remove it)`,
    );
  const cover = fm.cover ? readCover(file, fm.cover, fm.coverAlt, publicDir, count) : undefined;
  if (fm.updated && fm.updated < fm.date) {
    count(
      `${display(file)}: front matter field "updated" (${day(fm.updated)}) is before "date" (${day(fm.date)})`,
    );
  }
  if (fm.draft && fm.unlisted) {
    count(
      `${display(file)}: a note is either a draft (published nowhere) or unlisted (published by its link only); remove one of "draft" and "unlisted"`,
    );
  }
  if (problems() > 0) return undefined;
  return {
    slug,
    lang,
    title: fm.title,
    summary: fm.summary,
    date: day(fm.date),
    updated: day(fm.updated ?? fm.date),
    tags: [...new Set(fm.tags)],
    ...(cover ? { cover } : {}),
    related: fm.related,
    draft: fm.draft,
    unlisted: fm.unlisted,
    body,
    media,
    readingMinutes: readingMinutes(body),
  };
}

/** `note` in another language from its translation file; undefined when it has a problem. */
export function translateNoteFile(
  file: string,
  note: Note,
  publicDir: string,
  lang: string,
  report: Report,
): Note | undefined {
  const { count, problems } = counting(report);
  const { fm, body, media } = readFront(
    file,
    translatedNoteSchema,
    'translation',
    publicDir,
    count,
  );
  if (!fm || problems() > 0) return undefined;
  if (note.cover && !fm.coverAlt) {
    report(`${display(file)}: front matter field "coverAlt" is missing (the note has a cover)`);
    return undefined;
  }
  return {
    ...note,
    lang,
    title: fm.title,
    summary: fm.summary,
    updated: fm.updated ? day(fm.updated) : note.updated,
    ...(note.cover && fm.coverAlt ? { cover: { ...note.cover, alt: fm.coverAlt } } : {}),
    body,
    media,
    readingMinutes: readingMinutes(body),
  };
}
