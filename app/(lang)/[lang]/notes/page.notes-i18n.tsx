// The notes translated into a language after the default one (lib/notes/routes.ts routes it).
import { NotesListPage, notesListMetadata } from '@/components/notes/notes-pages';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props) {
  return notesListMetadata((await params).lang);
}

export default async function Page({ params }: Props) {
  return <NotesListPage lang={(await params).lang} />;
}
