// The notes' pages, in any language: the list (in pages of ten), a tag's list and a note. The
// routes are app/(default)/notes/ and app/(lang)/[lang]/notes/, named .notes*.tsx so that they are
// routes only on a site with notes (lib/notes/routes.ts).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { NoteArticle } from '@/components/notes/note-article';
import { NoteList } from '@/components/notes/note-list';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { fill } from '@/lib/i18n/fill';
import { getWords } from '@/lib/i18n/get-words';
import { pathFor } from '@/lib/i18n/paths';
import { getProjectIn } from '@/lib/i18n/projects';
import { getListedNotes, getNote, getNotes } from '@/lib/notes/notes';
import { noteMetadata, notesListPage, tagPage } from '@/lib/notes/note-metadata';
import { blogSchema, noteSchema } from '@/lib/notes/note-structured-data';
import { adjacentNotes, listPath, pageCount, pageOf, tagsOf } from '@/lib/notes/tags';
import { pageMetadata } from '@/lib/seo/metadata';

export const notesListMetadata = (lang: string, page = 1): Metadata =>
  pageMetadata(notesListPage(lang, page));

/** The list's pages after the first, in `lang`. */
export const notesPageParams = (lang: string) =>
  Array.from({ length: pageCount(getListedNotes(lang).length) - 1 }, (_, i) => ({
    n: String(i + 2),
  }));

function Pages({ lang, page, count }: { lang: string; page: number; count: number }) {
  if (count < 2) return null;
  const words = getWords(lang).notes;
  return (
    <nav
      aria-label={words.pagesLabel}
      className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm"
    >
      {page > 1 ? (
        <Link
          href={pathFor(lang, listPath(page - 1))}
          rel="prev"
          className="font-semibold text-accent hover:underline"
        >
          {words.newerPage}
        </Link>
      ) : null}
      <span className="text-muted">{fill(words.page, { page, count })}</span>
      {page < count ? (
        <Link
          href={pathFor(lang, listPath(page + 1))}
          rel="next"
          className="font-semibold text-accent hover:underline"
        >
          {words.olderPage}
        </Link>
      ) : null}
    </nav>
  );
}

export function NotesListPage({ lang, page = 1 }: { lang: string; page?: number }) {
  const words = getWords(lang).notes;
  const notes = getListedNotes(lang);
  const count = pageCount(notes.length);
  if (page < 1 || page > count) notFound();
  const shown = pageOf(notes, page);
  return (
    <div className="container py-section">
      <JsonLd data={blogSchema(notesListPage(lang, page), shown)} />
      <PageHeader eyebrow={words.title} title={page > 1 ? `${words.title} · ${page}` : words.title}>
        <p>{words.intro}</p>
      </PageHeader>
      <div className="mt-12">
        <NoteList notes={shown} />
      </div>
      <Pages lang={lang} page={page} count={count} />
    </div>
  );
}

export const tagParams = (lang: string) => tagsOf(getListedNotes(lang)).map(({ tag }) => ({ tag }));

export const tagMetadata = (lang: string, tag: string): Metadata =>
  pageMetadata(tagPage(lang, tag));

export function TagPage({ lang, tag }: { lang: string; tag: string }) {
  const words = getWords(lang).notes;
  const found = tagsOf(getListedNotes(lang)).find((entry) => entry.tag === tag);
  if (!found) notFound();
  return (
    <div className="container py-section">
      <JsonLd data={blogSchema(tagPage(lang, tag), found.notes)} />
      <PageHeader eyebrow={words.title} title={fill(words.tagged, { tag })} />
      <div className="mt-12">
        <NoteList notes={found.notes} />
      </div>
      <p className="mt-10 text-sm">
        <Link
          href={pathFor(lang, listPath(1))}
          className="font-semibold text-accent hover:underline"
        >
          {words.allNotes}
        </Link>
      </p>
    </div>
  );
}

/** Every note with a page in `lang`: the listed and the unlisted (drafts only in `next dev`). */
export const noteParams = (lang: string) => getNotes(lang).map((note) => ({ slug: note.slug }));

export function notePageMetadata(lang: string, slug: string): Metadata {
  const note = getNote(lang, slug);
  return note ? noteMetadata(note) : {};
}

export function NotePage({ lang, slug }: { lang: string; slug: string }) {
  const note = getNote(lang, slug);
  if (!note) notFound();
  const { newer, older } = adjacentNotes(getListedNotes(lang), slug);
  const related = note.related.flatMap((id) => {
    const project = getProjectIn(lang, id);
    return project && project.access === 'public' ? [project] : [];
  });
  return (
    <>
      <JsonLd data={noteSchema(note)} />
      <NoteArticle note={note} related={related} newer={newer} older={older} />
    </>
  );
}
