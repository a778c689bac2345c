// What a notes page tells crawlers and link previews in its <head>: a note is an article with its
// published and modified times (noindex when unlisted or a draft), the list and each tag a page in
// the languages that have it. Built on lib/seo's page metadata, so every page says the same about
// the site; the JSON-LD is note-structured-data.ts, the social card note-social-card.ts.
import type { Metadata } from 'next';
import { fill } from '@/lib/i18n/fill';
import { getWords } from '@/lib/i18n/get-words';
import { contentIn } from '@/lib/i18n/owner-content';
import { languages } from '@/lib/i18n/languages';
import { pathFor } from '@/lib/i18n/paths';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/site/site-url';
import type { Note } from './note-schema';
import { noteImage } from './note-social-card';
import { getListedNotes, languagesOfNote } from './notes';
import { listPath, notePath, tagPath } from './tags';

export const notePage = (note: Note): PageInfo => ({
  path: notePath(note.slug),
  title: note.title,
  description: note.summary,
  lang: note.lang,
  languages: languagesOfNote(note.slug),
});

const noindex = { index: false, follow: true } as const;

/** The owner's role inside a sentence: English writes it in lower case, as the social card does. */
export const roleIn = (lang: string, role: string) =>
  lang.split('-')[0] === 'en' ? role.toLowerCase() : role;

export function noteMetadata(note: Note): Metadata {
  const base = pageMetadata(notePage(note), { image: noteImage(note) });
  const { siteConfig } = contentIn(note.lang, 'site');
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: note.date,
      modifiedTime: note.updated,
      authors: [absoluteUrl(pathFor(note.lang, '/about/'))],
      tags: note.tags,
    },
    other: { author: siteConfig.name },
    // An unlisted note is for whoever has its link: never indexed.
    ...(note.unlisted || note.draft ? { robots: noindex } : {}),
  };
}

/** The list's page (1-based) in `lang`. */
export function notesListPage(lang: string, page = 1): PageInfo {
  const words = getWords(lang).notes;
  const { siteConfig } = contentIn(lang, 'site');
  return {
    path: listPath(page),
    title: page > 1 ? `${words.title} · ${fill(words.page, { page, count: page })}` : words.title,
    description: fill(words.description, {
      name: siteConfig.name,
      role: roleIn(lang, siteConfig.role),
    }),
    lang,
    languages: languages.filter((code) => getListedNotes(code).length >= (page - 1) * 10 + 1),
  };
}

export function tagPage(lang: string, tag: string): PageInfo {
  const words = getWords(lang).notes;
  const { siteConfig } = contentIn(lang, 'site');
  return {
    path: tagPath(tag),
    title: fill(words.tagged, { tag }),
    description: fill(words.tagDescription, {
      name: siteConfig.name,
      role: roleIn(lang, siteConfig.role),
      tag,
    }),
    lang,
    languages: languages.filter((code) => getListedNotes(code).some((n) => n.tags.includes(tag))),
  };
}
