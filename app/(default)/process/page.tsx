import { ProcessPage, processMetadata } from '@/components/pages/process-page';
import { defaultLanguage } from '@/lib/i18n/languages';

export const metadata = processMetadata(defaultLanguage);

export default function Page() {
  return <ProcessPage lang={defaultLanguage} />;
}
