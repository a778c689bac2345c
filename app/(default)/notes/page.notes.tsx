// The notes, newest first (the first ten; app/(default)/notes/page/[n]/ has the rest). Routed only
// on a site with notes: lib/notes/routes.ts.
import { NotesListPage, notesListMetadata } from '@/components/notes/notes-pages';
import { defaultLanguage } from '@/lib/i18n/languages';

export const metadata = notesListMetadata(defaultLanguage);

export default function Page() {
  return <NotesListPage lang={defaultLanguage} />;
}
