// The site's social image in each language after the default, /<code>/og/site.png, in that
// language's words. Routed only when content/site.yaml lists more than one language (.i18n.tsx).
import { socialImageResponse } from '@/components/seo/social-image';
import { otherLanguages } from '@/lib/i18n/paths';
import { siteCard } from '@/lib/seo/social-cards';

type Props = { params: Promise<{ lang: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => otherLanguages().map((lang) => ({ lang }));

export async function GET(_request: Request, { params }: Props) {
  return socialImageResponse(siteCard((await params).lang));
}
