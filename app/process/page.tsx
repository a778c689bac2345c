import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ProcessTimeline } from '@/components/process/process-timeline';
import { PageHeader } from '@/components/ui/page-header';
import { processSteps } from '@/content/process';
import { getWords } from '@/lib/i18n/get-words';
import { defaultLanguage } from '@/lib/i18n/languages';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { processSchema } from '@/lib/seo/structured-data';

const processPage = (lang: string): PageInfo => {
  const { pages } = getWords(lang);
  return { path: '/process/', title: pages.processTitle, description: pages.processDescription };
};

export const metadata: Metadata = pageMetadata(processPage(defaultLanguage));

export default function ProcessPage() {
  const lang = defaultLanguage;
  const page = processPage(lang);
  const { pages } = getWords(lang);
  return (
    <div className="container py-section">
      <JsonLd data={processSchema(page)} />
      <PageHeader eyebrow={pages.processEyebrow} title={pages.processHeading}>
        <p>{pages.processIntro}</p>
      </PageHeader>
      <ProcessTimeline steps={processSteps} />
    </div>
  );
}
