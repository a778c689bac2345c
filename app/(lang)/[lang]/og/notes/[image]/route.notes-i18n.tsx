// Each translated note's social image, /<code>/og/notes/<slug>.png, in that language's words.
import { socialImageResponse } from '@/components/seo/social-image';
import { otherLanguages } from '@/lib/i18n/paths';
import { noteCard, noteImages, noteOfImage } from '@/lib/notes/note-social-card';

type Props = { params: Promise<{ lang: string; image: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () =>
  otherLanguages().flatMap((lang) => noteImages(lang).map((image) => ({ lang, image })));

export async function GET(_request: Request, { params }: Props) {
  const { lang, image } = await params;
  const note = noteOfImage(lang, image);
  if (!note) return new Response('Not found', { status: 404 });
  return socialImageResponse(noteCard(note));
}
