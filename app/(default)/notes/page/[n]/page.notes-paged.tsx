// The list's pages after the first (/notes/page/2/, ...): routed only when there are more than ten
// listed notes (lib/notes/routes.ts).
import { NotesListPage, notesListMetadata, notesPageParams } from '@/components/notes/notes-pages';
import { defaultLanguage } from '@/lib/i18n/languages';

type Props = { params: Promise<{ n: string }> };

export const dynamicParams = false;

export const generateStaticParams = () => notesPageParams(defaultLanguage);

export async function generateMetadata({ params }: Props) {
  return notesListMetadata(defaultLanguage, Number((await params).n));
}

export default async function Page({ params }: Props) {
  return <NotesListPage lang={defaultLanguage} page={Number((await params).n)} />;
}
