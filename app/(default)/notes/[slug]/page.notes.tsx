import { NotePage, noteParams, notePageMetadata } from '@/components/notes/notes-pages';
import { defaultLanguage } from '@/lib/i18n/languages';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export const generateStaticParams = () => noteParams(defaultLanguage);

export async function generateMetadata({ params }: Props) {
  return notePageMetadata(defaultLanguage, (await params).slug);
}

export default async function Page({ params }: Props) {
  return NotePage({ lang: defaultLanguage, slug: (await params).slug });
}
