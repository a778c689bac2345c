// What crawlers and link previews get of the notes: each page's metadata (a note is an article with
// its published and modified times), its BlogPosting JSON-LD, its social card and the sitemap's
// entries. Built on lib/seo's page metadata, so every page says the same about the site.
import type { Metadata } from 'next';
import type { Blog, BlogPosting, Graph } from 'schema-dts';
import { fill } from '@/lib/i18n/fill';
import { getWords } from '@/lib/i18n/get-words';
import { htmlLang } from '@/lib/i18n/locales';
import { contentIn } from '@/lib/i18n/owner-content';
import { alternateLanguages } from '@/lib/i18n/alternates';
import { languages } from '@/lib/i18n/languages';
import { pathFor } from '@/lib/i18n/paths';
import { pageMetadata, pageUrl, type PageInfo } from '@/lib/seo/metadata';
import type { SocialCard } from '@/lib/seo/social-cards';
import { absoluteSrc, absoluteUrl } from '@/lib/site/site-url';
import type { Note } from './note-schema';
import { getListedNotes, getNotes, languagesOfNote } from './notes';
import { listPath, notePath, tagPath, tagsOf } from './tags';

/** A note's social image and its alt text, in the note's language. */
export const noteImage = (note: Note) => ({
  path: pathFor(note.lang, `/og/notes/${note.slug}.png`),
  alt: `${note.title}: ${fill(getWords(note.lang).notes.socialStamp, { date: note.date })}`,
});

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

const author = (lang: string) => {
  const { siteConfig } = contentIn(lang, 'site');
  return {
    '@type': 'Person' as const,
    '@id': absoluteUrl('/#person'),
    name: siteConfig.name,
    url: absoluteUrl(pathFor(lang, '/about/')),
  };
};

/** A note's BlogPosting, part of the language's Blog (its notes list). */
export function noteSchema(note: Note): Graph {
  const address = pageUrl(notePage(note));
  const posting: BlogPosting = {
    '@type': 'BlogPosting',
    '@id': `${address}#post`,
    url: address,
    mainEntityOfPage: address,
    headline: note.title,
    description: note.summary,
    datePublished: note.date,
    dateModified: note.updated,
    inLanguage: htmlLang(note.lang),
    keywords: note.tags.join(', '),
    image: [
      ...(note.cover ? [absoluteSrc(note.cover.src)] : []),
      absoluteUrl(noteImage(note).path),
    ],
    author: author(note.lang),
    ...(note.unlisted ? {} : { isPartOf: { '@id': absoluteUrl(pathFor(note.lang, listPath(1))) } }),
  };
  return { '@context': 'https://schema.org', '@graph': [posting] };
}

/** The list's Blog, with its notes. */
export function blogSchema(page: PageInfo, notes: Note[]): Graph {
  const lang = page.lang!;
  const blog: Blog = {
    '@type': 'Blog',
    '@id': pageUrl({ ...page, path: listPath(1) }),
    url: pageUrl(page),
    name: page.title,
    description: page.description,
    inLanguage: htmlLang(lang),
    author: author(lang),
    blogPost: notes.map((note) => ({
      '@type': 'BlogPosting',
      headline: note.title,
      url: absoluteUrl(pathFor(lang, notePath(note.slug))),
      datePublished: note.date,
      dateModified: note.updated,
    })),
  };
  return { '@context': 'https://schema.org', '@graph': [blog] };
}

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

type SitemapEntry = {
  url: string;
  lastModified?: string;
  alternates?: { languages: Record<string, string> };
};

const entries = (path: string, available: readonly string[], lastModified?: string) => {
  const hreflang = alternateLanguages(path, available);
  return available.map((lang): SitemapEntry => ({
    url: absoluteUrl(pathFor(lang, path)),
    ...(lastModified ? { lastModified } : {}),
    ...(hreflang ? { alternates: { languages: hreflang } } : {}),
  }));
};

/** The sitemap's notes: the lists, tags and each listed note, with the newest change as lastmod. */
export function notesSitemap(): SitemapEntry[] {
  const listed = getListedNotes(languages[0]);
  if (listed.length === 0) return [];
  const newest = (notes: Note[]) =>
    notes
      .map((note) => note.updated)
      .sort()
      .at(-1);
  const withNotes = languages.filter((lang) => getListedNotes(lang).length > 0);
  return [
    ...entries(listPath(1), withNotes, newest(listed)),
    ...listed.flatMap((note) =>
      entries(
        notePath(note.slug),
        languagesOfNote(note.slug).filter((lang) =>
          getListedNotes(lang).some((n) => n.slug === note.slug),
        ),
        note.updated,
      ),
    ),
    ...tagsOf(listed).flatMap(({ tag, notes }) =>
      entries(tagPath(tag), tagPage(languages[0], tag).languages ?? [], newest(notes)),
    ),
  ];
}
