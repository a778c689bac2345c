// Each note's social image in the default language, /og/notes/<slug>.png: its title in the site's
// typeface, as the case studies' (components/seo/social-image.tsx).
import { socialImageResponse } from '@/components/seo/social-image';
import { defaultLanguage } from '@/lib/i18n/languages';
import { noteCard, noteImages, noteOfImage } from '@/lib/notes/note-social-card';

type Props = { params: Promise<{ image: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => noteImages(defaultLanguage).map((image) => ({ image }));

export async function GET(_request: Request, { params }: Props) {
  const note = noteOfImage(defaultLanguage, (await params).image);
  if (!note) return new Response('Not found', { status: 404 });
  return socialImageResponse(noteCard(note));
}
