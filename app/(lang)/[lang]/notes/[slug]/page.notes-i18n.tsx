import { NotePage, noteParams, notePageMetadata } from '@/components/notes/notes-pages';

type Props = { params: Promise<{ lang: string; slug: string }> };

export const dynamicParams = false;

// Only the notes translated into the language have a page in it.
export const generateStaticParams = ({ params }: { params: { lang: string } }) =>
  noteParams(params.lang);

export async function generateMetadata({ params }: Props) {
  const { lang, slug } = await params;
  return notePageMetadata(lang, slug);
}

export default async function Page({ params }: Props) {
  const { lang, slug } = await params;
  return NotePage({ lang, slug });
}
