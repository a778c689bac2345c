// The notes' entries in sitemap.xml (app/sitemap.ts): the list, each tag and each listed note, in
// every language that lists it, with its hreflang alternates and its newest change as lastmod.
import { alternateLanguages } from '@/lib/i18n/alternates';
import { languages } from '@/lib/i18n/languages';
import { pathFor } from '@/lib/i18n/paths';
import { absoluteUrl } from '@/lib/site/site-url';
import { tagPage } from './note-metadata';
import type { Note } from './note-schema';
import { getListedNotes, languagesOfNote } from './notes';
import { listPath, notePath, tagPath, tagsOf } from './tags';

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
