// The site's social image in the default language, /og/site.png (another language's:
// app/(lang)/[lang]/og/site.png/).
import { socialImageResponse } from '@/components/seo/social-image';
import { defaultLanguage } from '@/lib/i18n/languages';
import { siteCard } from '@/lib/seo/social-cards';

export const dynamic = 'force-static';

export function GET() {
  return socialImageResponse(siteCard(defaultLanguage));
}
