// The notes' schema.org JSON-LD: a note is a BlogPosting by the site's Person, part of its
// language's Blog (the notes list) unless it is unlisted; the list is that Blog, with its notes.
import type { Blog, BlogPosting, Graph } from 'schema-dts';
import { htmlLang } from '@/lib/i18n/locales';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { pageUrl, type PageInfo } from '@/lib/seo/metadata';
import { absoluteSrc, absoluteUrl } from '@/lib/site/site-url';
import { notePage } from './note-metadata';
import type { Note } from './note-schema';
import { noteImage } from './note-social-card';
import { listPath, notePath } from './tags';

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
