import { AboutPage, aboutMetadata } from '@/components/pages/about-page';
import { defaultLanguage } from '@/lib/i18n/languages';

export const metadata = aboutMetadata(defaultLanguage);

export default function Page() {
  return <AboutPage lang={defaultLanguage} />;
}
