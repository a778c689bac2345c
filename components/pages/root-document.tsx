// The document around every page of one language: <html lang>, header, main, footer and the
// site-wide metadata. app/(default)/layout.tsx and app/(lang)/[lang]/layout.tsx (the root
// layouts of the default language and of the others) and app/global-not-found.tsx render it.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PageViews } from '@/components/analytics/page-views';
import { SiteFooter } from '@/components/layout/site-footer';
import { PrintHeader } from '@/components/layout/print-header';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { resolveAnalytics } from '@/lib/analytics/analytics-config';
import { languages } from '@/lib/i18n/languages';
import { htmlLang } from '@/lib/i18n/locales';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { siteTitle } from '@/lib/seo/metadata';
import { DevRestartError, restartNeeded, startupSettings } from '@/lib/site/dev-restart';
import { absoluteUrl, siteUrl } from '@/lib/site/site-url';
import { throwThemeProblems } from '@/lib/theme/check';
import { pageColors } from '@/lib/theme/palette';
import { siteTheme } from '@/lib/theme/theme';
import { mono, sans } from '@/app/fonts';
// Written from content/theme.yaml by scripts/build/pre/brand.mjs before every dev server and build.
import '@/app/_brand/theme.css';
import '@/app/globals.css';

export function rootMetadata(lang: string): Metadata {
  const { siteConfig } = contentIn(lang, 'site');
  return {
    metadataBase: new URL(siteUrl),
    title: { default: siteTitle, template: `%s · ${siteConfig.brand}` },
    description: siteConfig.description,
    applicationName: siteConfig.brand,
    authors: [{ name: siteConfig.name, url: absoluteUrl(pathFor(lang, '/about/')) }],
  };
}

// The browser's toolbar takes the page colour of the theme (content/theme.yaml) in each scheme.
const pageColor = pageColors(siteTheme());

export const viewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: pageColor.light },
    { media: '(prefers-color-scheme: dark)', color: pageColor.dark },
  ],
};

export function RootDocument({ lang, children }: { lang: string; children: ReactNode }) {
  // The build stops on these before it renders; `npm run dev` renders them in its overlay.
  if (process.env.NODE_ENV === 'development') {
    throwThemeProblems();
    const restart = restartNeeded(startupSettings(languages));
    if (restart) throw new DevRestartError(restart);
  }
  const analytics = resolveAnalytics();
  return (
    <html
      lang={htmlLang(lang)}
      className={
        siteTheme().mono === 'jetbrains-mono' ? `${sans.variable} ${mono.variable}` : sans.variable
      }
    >
      <body className="flex min-h-svh flex-col">
        <SkipLink lang={lang} />
        <SiteHeader lang={lang} />
        <PrintHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 pt-header outline-none print:pt-0">
          {children}
        </main>
        <SiteFooter lang={lang} />
        {analytics.provider !== 'none' && <PageViews settings={analytics} />}
      </body>
    </html>
  );
}
