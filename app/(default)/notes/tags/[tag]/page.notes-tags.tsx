// A tag's notes (/notes/tags/<tag>/): routed only when a listed note has a tag (lib/notes/routes.ts).
import { TagPage, tagMetadata, tagParams } from '@/components/notes/notes-pages';
import { defaultLanguage } from '@/lib/i18n/languages';

type Props = { params: Promise<{ tag: string }> };

export const dynamicParams = false;

export const generateStaticParams = () => tagParams(defaultLanguage);

export async function generateMetadata({ params }: Props) {
  return tagMetadata(defaultLanguage, (await params).tag);
}

export default async function Page({ params }: Props) {
  return TagPage({ lang: defaultLanguage, tag: (await params).tag });
}
