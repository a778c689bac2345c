import { HomePage, homeMetadata } from '@/components/pages/home-page';
import { defaultLanguage } from '@/lib/i18n/languages';

export const metadata = homeMetadata(defaultLanguage);

export default function Page() {
  return <HomePage lang={defaultLanguage} />;
}
