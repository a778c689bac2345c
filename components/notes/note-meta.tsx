// A note's date (a <time datetime>), reading time and, when asked, its tags as links.
import Link from 'next/link';
import { fill } from '@/lib/i18n/fill';
import { fillNodes } from '@/lib/i18n/fill-nodes';
import { formatDate } from '@/lib/i18n/format';
import { getWords } from '@/lib/i18n/get-words';
import { pathFor } from '@/lib/i18n/paths';
import type { Note } from '@/lib/notes/notes';
import { tagPath } from '@/lib/notes/tags';

export const noteDate = (date: string, lang: string) =>
  formatDate(new Date(`${date}T00:00:00Z`), lang, { dateStyle: 'long' });

export function NoteTags({ note, className = '' }: { note: Note; className?: string }) {
  if (note.tags.length === 0) return null;
  const words = getWords(note.lang).notes;
  return (
    <ul aria-label={words.tagsLabel} className={`flex flex-wrap gap-2 ${className}`}>
      {note.tags.map((tag) => (
        <li key={tag}>
          <Link
            href={pathFor(note.lang, tagPath(tag))}
            className="inline-flex min-h-6 items-center rounded-pill border border-line px-2.5 font-mono text-xs text-muted hover:border-accent hover:text-accent"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** `stacked`: one item a line from 768 px (a list's narrow date column), no separators there. */
export function NoteMeta({
  note,
  showUpdated = false,
  stacked = false,
}: {
  note: Note;
  showUpdated?: boolean;
  stacked?: boolean;
}) {
  const words = getWords(note.lang).notes;
  const dot = stacked ? 'md:hidden' : '';
  return (
    <p
      className={`flex flex-wrap content-start items-center gap-x-3 gap-y-1 font-mono text-xs uppercase tracking-wide text-muted ${stacked ? 'md:flex-col md:items-start md:pt-2' : ''}`}
    >
      <time dateTime={note.date}>{noteDate(note.date, note.lang)}</time>
      <span aria-hidden className={dot}>
        ·
      </span>
      <span>{fill(words.readingTime, { minutes: note.readingMinutes })}</span>
      {showUpdated && note.updated !== note.date ? (
        <>
          <span aria-hidden className={dot}>
            ·
          </span>
          <span>
            {fillNodes(words.updated, {
              date: <time dateTime={note.updated}>{noteDate(note.updated, note.lang)}</time>,
            })}
          </span>
        </>
      ) : null}
    </p>
  );
}
