// My Process, in any language: app/(default)/process/page.tsx and its app/(lang)/[lang]/ twin.
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ProcessTimeline } from '@/components/process/process-timeline';
import { PageHeader } from '@/components/ui/page-header';
import { getWords } from '@/lib/i18n/get-words';
import { contentIn } from '@/lib/i18n/owner-content';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { processSchema } from '@/lib/seo/structured-data';

const processPage = (lang: string): PageInfo => ({
  path: '/process/',
  lang,
  title: getWords(lang).pages.processTitle,
  description: contentIn(lang, 'process').description,
});

export const processMetadata = (lang: string): Metadata => pageMetadata(processPage(lang));

export function ProcessPage({ lang }: { lang: string }) {
  const { pages } = getWords(lang);
  const { heading, intro, processSteps } = contentIn(lang, 'process');
  return (
    <div className="container py-section">
      <JsonLd data={processSchema(processPage(lang))} />
      <PageHeader eyebrow={pages.processEyebrow} title={heading}>
        <p>{intro}</p>
      </PageHeader>
      <ProcessTimeline steps={processSteps} />
    </div>
  );
}
