// A case study's related notes (its front matter's `notes`), published in the page's language,
// after the case study: nothing at all when it names none.
import { getWords } from '@/lib/i18n/get-words';
import type { Note } from '@/lib/notes/notes';
import { NoteList } from './note-list';

export function RelatedNotes({ notes, lang }: { notes: Note[]; lang: string }) {
  return (
    <section aria-labelledby="related-notes-heading" className="container pb-section">
      <h2 id="related-notes-heading" className="font-mono text-eyebrow uppercase text-muted">
        {getWords(lang).notes.relatedNotes}
      </h2>
      <div className="mt-6">
        <NoteList notes={notes} headingLevel="h3" entry="div" />
      </div>
    </section>
  );
}
