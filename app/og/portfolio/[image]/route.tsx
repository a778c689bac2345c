// Each listed case study's social image in the default language, /og/portfolio/<id>.png (another
// language's: app/(lang)/[lang]/og/portfolio/[image]/).
import { socialImageResponse } from '@/components/seo/social-image';
import { defaultLanguage } from '@/lib/i18n/languages';
import { projectCard, projectImages, projectOfImage } from '@/lib/seo/social-cards';

type Props = { params: Promise<{ image: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return projectImages(defaultLanguage).map((image) => ({ image }));
}

export async function GET(_request: Request, { params }: Props) {
  const project = projectOfImage(defaultLanguage, (await params).image);
  if (!project) return new Response('Not found', { status: 404 });
  return socialImageResponse(projectCard(project, defaultLanguage));
}
