// Home's "Latest Notes": the three newest listed notes of the language; nothing at all without one.
import { getWords } from '@/lib/i18n/get-words';
import { pathFor } from '@/lib/i18n/paths';
import { getListedNotes } from '@/lib/notes/notes';
import { listPath } from '@/lib/notes/tags';
import { ButtonLink } from '../ui/button-link';
import { SectionHeading } from '../ui/section-heading';
import { NoteList } from './note-list';

export function LatestNotes({ lang }: { lang: string }) {
  const notes = getListedNotes(lang).slice(0, 3);
  if (notes.length === 0) return null;
  const words = getWords(lang).notes;
  return (
    <section aria-labelledby="notes-heading" className="render-when-near container pt-section">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="notes-heading" eyebrow={words.title} title={words.latest} />
        <ButtonLink href={pathFor(lang, listPath(1))} variant="secondary">
          {words.allNotes}
        </ButtonLink>
      </div>
      <div className="mt-10">
        <NoteList notes={notes} headingLevel="h3" />
      </div>
    </section>
  );
}
