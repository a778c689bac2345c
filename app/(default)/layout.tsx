// The root layout of the default language's pages (today's addresses: /, /about/, ...).
import type { ReactNode } from 'react';
import { RootDocument, rootMetadata } from '@/components/pages/root-document';
import { defaultLanguage } from '@/lib/i18n/languages';

export { viewport } from '@/components/pages/root-document';

export const metadata = rootMetadata(defaultLanguage);

export default function DefaultLanguageLayout({ children }: { children: ReactNode }) {
  return <RootDocument lang={defaultLanguage}>{children}</RootDocument>;
}
