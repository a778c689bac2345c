// The footer's link to the notes, after the header's pages: in a language with notes, unless the
// owner put the notes in the header already (content/site.yaml `nav`). A list, so that the footer
// maps one list and a site without notes renders exactly what it did before them.
import { getWords } from '@/lib/i18n/get-words';
import { hasNotes } from './notes';
import { listPath } from './tags';

export function notesNavItem(lang: string, nav: readonly { href: string }[]) {
  if (!hasNotes(lang) || nav.some((item) => item.href === listPath(1))) return [];
  return [{ label: getWords(lang).notes.title, href: listPath(1) }];
}
