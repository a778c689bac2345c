// A note's social image (/og/notes/<slug>.png, in the note's language): its address and alt text
// for the page's metadata, the card components/seo/social-image.tsx draws, and the files the
// image routes export, unlisted notes included.
import { fill } from '@/lib/i18n/fill';
import { getWords } from '@/lib/i18n/get-words';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import type { SocialCard } from '@/lib/seo/social-cards';
import type { Note } from './note-schema';
import { getNotes } from './notes';
import { notePath } from './tags';

/** A note's social image and its alt text, in the note's language. */
export const noteImage = (note: Note) => ({
  path: pathFor(note.lang, `/og/notes/${note.slug}.png`),
  alt: `${note.title}: ${fill(getWords(note.lang).notes.socialStamp, { date: note.date })}`,
});

/** A note's social card (components/seo/social-image.tsx draws it). */
export function noteCard(note: Note): SocialCard {
  const { siteConfig } = contentIn(note.lang, 'site');
  return {
    label: getWords(note.lang).notes.title,
    title: note.title,
    stamp: fill(getWords(note.lang).notes.socialStamp, { date: note.date }),
    path: pathFor(note.lang, notePath(note.slug)),
    footnote: `${siteConfig.name} · ${siteConfig.role}`,
  };
}

/** The social image files of `lang`'s notes (`<slug>.png`), unlisted ones included. */
export const noteImages = (lang: string) => getNotes(lang).map((note) => `${note.slug}.png`);

export const noteOfImage = (lang: string, image: string) =>
  getNotes(lang).find((note) => `${note.slug}.png` === image);
