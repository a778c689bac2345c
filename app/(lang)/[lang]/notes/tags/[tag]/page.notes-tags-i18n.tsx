import { TagPage, tagMetadata, tagParams } from '@/components/notes/notes-pages';

type Props = { params: Promise<{ lang: string; tag: string }> };

export const dynamicParams = false;

export const generateStaticParams = ({ params }: { params: { lang: string } }) =>
  tagParams(params.lang);

export async function generateMetadata({ params }: Props) {
  const { lang, tag } = await params;
  return tagMetadata(lang, tag);
}

export default async function Page({ params }: Props) {
  const { lang, tag } = await params;
  return TagPage({ lang, tag });
}
