import { ContactPage, contactMetadata } from '@/components/pages/contact-page';
import { defaultLanguage } from '@/lib/i18n/languages';

export const metadata = contactMetadata(defaultLanguage);

export default function Page() {
  return <ContactPage lang={defaultLanguage} />;
}
