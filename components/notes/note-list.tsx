// A list of notes, newest first: each its title (a link), date, reading time, summary and tags.
import Link from 'next/link';
import { pathFor } from '@/lib/i18n/paths';
import type { Note } from '@/lib/notes/notes';
import { notePath } from '@/lib/notes/tags';
import { NoteMeta, NoteTags } from './note-meta';

export function NoteList({
  notes,
  headingLevel: Heading = 'h2',
  entry: Entry = 'article',
}: {
  notes: Note[];
  headingLevel?: 'h2' | 'h3';
  /** Each entry's element: an <article> in the notes' own lists, a <div> inside another article. */
  entry?: 'article' | 'div';
}) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {notes.map((note) => (
        <li key={note.slug}>
          <Entry className="grid gap-3 py-8 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-x-10">
            <NoteMeta note={note} stacked />
            <div className="max-w-prose">
              <Heading className="text-xl font-semibold tracking-tight sm:text-2xl">
                <Link href={pathFor(note.lang, notePath(note.slug))} className="hover:text-accent">
                  {note.title}
                </Link>
              </Heading>
              <p className="mt-3 leading-relaxed text-muted">{note.summary}</p>
              <NoteTags note={note} className="mt-4" />
            </div>
          </Entry>
        </li>
      ))}
    </ul>
  );
}
