// Each listed case study's social image in each language it is translated into,
// /<code>/og/portfolio/<id>.png: its title and category in that language. An untranslated case
// study has none there. Routed only when content/site.yaml lists more than one language (.i18n.tsx).
import { socialImageResponse } from '@/components/seo/social-image';
import { otherLanguages } from '@/lib/i18n/paths';
import { projectCard, projectImages, projectOfImage } from '@/lib/seo/social-cards';

type Props = { params: Promise<{ lang: string; image: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () =>
  otherLanguages().flatMap((lang) => projectImages(lang).map((image) => ({ lang, image })));

export async function GET(_request: Request, { params }: Props) {
  const { lang, image } = await params;
  const project = projectOfImage(lang, image);
  if (!project) return new Response('Not found', { status: 404 });
  return socialImageResponse(projectCard(project, lang));
}
