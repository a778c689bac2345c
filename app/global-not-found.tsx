// The exported 404.html (default language), for every unknown address: with one root layout per
// language there is no app/layout.tsx to wrap an app/not-found.tsx (next.config.mjs turns on
// experimental.globalNotFound).
import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page';
import { RootDocument, rootMetadata } from '@/components/pages/root-document';
import { siteConfig } from '@/lib/owner/site';
import { defaultLanguage } from '@/lib/i18n/languages';

export { viewport } from '@/components/pages/root-document';

// The title in full: a layout's title template does not reach global-not-found.
export const metadata = {
  ...rootMetadata(defaultLanguage),
  ...notFoundMetadata(defaultLanguage),
  title: { absolute: `${notFoundMetadata(defaultLanguage).title} · ${siteConfig.brand}` },
};

export default function GlobalNotFound() {
  return (
    <RootDocument lang={defaultLanguage}>
      <NotFoundPage lang={defaultLanguage} />
    </RootDocument>
  );
}
