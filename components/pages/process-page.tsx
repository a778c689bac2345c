// My Process, in any language: app/(default)/process/page.tsx and its app/(lang)/[lang]/ twin.
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ProcessTimeline } from '@/components/process/process-timeline';
import { PageHeader } from '@/components/ui/page-header';
import { contentIn } from '@/lib/i18n/owner-content';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { processSchema } from '@/lib/seo/structured-data';

const processPage = (lang: string): PageInfo => ({
  path: '/process/',
  lang,
  title: 'My Process',
  description:
    'Five steps from concept to creation: strategy, design and UX, prototyping and engineering, manufacturing and logistics, and launch.',
});

export const processMetadata = (lang: string): Metadata => pageMetadata(processPage(lang));

export function ProcessPage({ lang }: { lang: string }) {
  return (
    <div className="container py-section">
      <JsonLd data={processSchema(processPage(lang))} />
      <PageHeader eyebrow="My Process" title="From Concept to Creation">
        <p>
          One process for apps and for objects. Each step ends with something you can see, hold or
          test, so decisions are made on evidence rather than guesses.
        </p>
      </PageHeader>
      <ProcessTimeline steps={contentIn(lang, 'process').processSteps} />
    </div>
  );
}
