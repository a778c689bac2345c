import { socialImageResponse } from '@/components/seo/social-image';
import { projectCategories } from '@/content/categories';
import { siteConfig } from '@/content/site';
import { getWords } from '@/lib/i18n/get-words';
import { defaultLanguage } from '@/lib/i18n/languages';

export const dynamic = 'force-static';

export function GET() {
  return socialImageResponse({
    label: siteConfig.role,
    title: siteConfig.name,
    subtitle: siteConfig.tagline,
    stamp: getWords(defaultLanguage).pages.socialStamp,
    footnote: projectCategories.join(' · '),
  });
}
