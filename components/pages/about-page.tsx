// About, in any language: app/(default)/about/page.tsx and app/(lang)/[lang]/about/page.i18n.tsx.
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { CallToAction } from '@/components/ui/call-to-action';
import { ClientLogos } from '@/components/trust/client-logos';
import { ExpertiseLists } from '@/components/about/expertise-lists';
import { ToolTiles } from '@/components/about/tool-tiles';
import { PageHeader } from '@/components/ui/page-header';
import { getWords } from '@/lib/i18n/get-words';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { aboutSchema } from '@/lib/seo/structured-data';
import { getClients } from '@/lib/trust/trust';

const aboutPage = (lang: string): PageInfo => ({
  path: '/about/',
  lang,
  title: getWords(lang).pages.aboutTitle,
  description: contentIn(lang, 'about').about.description,
});

export const aboutMetadata = (lang: string): Metadata => pageMetadata(aboutPage(lang));

export function AboutPage({ lang }: { lang: string }) {
  const { about } = contentIn(lang, 'about');
  const { pages } = getWords(lang);
  return (
    <>
      <JsonLd data={aboutSchema(aboutPage(lang))} />
      <div className="container pt-section">
        <PageHeader eyebrow={pages.aboutEyebrow} title={about.heading}>
          <p className="text-heading font-medium text-ink">{about.subheading}</p>
        </PageHeader>
        <div className="mt-12 grid gap-14 lg:grid-cols-[1.1fr_0.9fr]">
          <div className="max-w-prose space-y-5 text-lg leading-relaxed text-muted">
            {about.biography.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <ExpertiseLists {...about.expertise} lang={lang} />
        </div>
        <div className="mt-section">
          <ToolTiles tools={about.tools} lang={lang} />
        </div>
        <ClientLogos
          clients={getClients()}
          id="clients-heading"
          eyebrow={pages.clients}
          title={pages.aboutClientsTitle}
          // The padding keeps a logo link's focus ring inside the section, which clips to its box.
          className="render-when-near -mx-2 mt-section px-2"
        />
      </div>
      <CallToAction {...about.callToAction} href={pathFor(lang, '/contact/')} />
    </>
  );
}
