import { NotesListPage, notesListMetadata, notesPageParams } from '@/components/notes/notes-pages';

type Props = { params: Promise<{ lang: string; n: string }> };

export const dynamicParams = false;

export const generateStaticParams = ({ params }: { params: { lang: string } }) =>
  notesPageParams(params.lang);

export async function generateMetadata({ params }: Props) {
  const { lang, n } = await params;
  return notesListMetadata(lang, Number(n));
}

export default async function Page({ params }: Props) {
  const { lang, n } = await params;
  return <NotesListPage lang={lang} page={Number(n)} />;
}
