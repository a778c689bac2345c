// The footer's link to the notes, in the list of pages: only in a language with notes.
import Link from 'next/link';
import { getWords } from '@/lib/i18n/get-words';
import { pathFor } from '@/lib/i18n/paths';
import { hasNotes } from '@/lib/notes/notes';
import { listPath } from '@/lib/notes/tags';

export function NotesFooterLink({ lang, shown }: { lang: string; shown: readonly string[] }) {
  // The owner may have put the notes in the header's links already (content/site.yaml `nav`).
  if (!hasNotes(lang) || shown.includes(listPath(1))) return null;
  return (
    <li>
      <Link href={pathFor(lang, listPath(1))} className="hover:text-accent">
        {getWords(lang).notes.title}
      </Link>
    </li>
  );
}
