import { socialImageResponse } from '@/components/seo/social-image';
import { projectCategories } from '@/content/categories';
import { siteConfig } from '@/content/site';

export const dynamic = 'force-static';

export function GET() {
  return socialImageResponse({
    label: siteConfig.role,
    title: siteConfig.name,
    subtitle: siteConfig.tagline,
    stamp: 'Portfolio',
    footnote: projectCategories.join(' · '),
  });
}
