// Tags and pages of the notes' lists. A tag is written as its address (`process`,
// `design-systems`): it shows as written, with `#`.
import type { Note } from './note-schema';

/** Notes a list page shows. */
export const NOTES_PER_PAGE = 10;

/** Every tag of `notes` with its notes (newest first, as given), tags in alphabetical order. */
export function tagsOf(notes: Note[]): { tag: string; notes: Note[] }[] {
  const tags = [...new Set(notes.flatMap((note) => note.tags))].sort();
  return tags.map((tag) => ({ tag, notes: notes.filter((note) => note.tags.includes(tag)) }));
}

/** How many list pages `count` notes take (one at least: the list page itself). */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / NOTES_PER_PAGE));

/** The notes of list page `page` (1-based). */
export const pageOf = <T>(notes: T[], page: number) =>
  notes.slice((page - 1) * NOTES_PER_PAGE, page * NOTES_PER_PAGE);

/** The address of list page `page` (the first is /notes/ itself). */
export const listPath = (page: number) => (page <= 1 ? '/notes/' : `/notes/page/${page}/`);

export const notePath = (slug: string) => `/notes/${slug}/`;
export const tagPath = (tag: string) => `/notes/tags/${tag}/`;

/** The notes before (newer) and after (older) `slug` among the listed ones. */
export function adjacentNotes(notes: Note[], slug: string) {
  const index = notes.findIndex((note) => note.slug === slug);
  if (index === -1) return {};
  return { newer: notes[index - 1], older: notes[index + 1] };
}
