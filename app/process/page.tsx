import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ProcessTimeline } from '@/components/process/process-timeline';
import { PageHeader } from '@/components/ui/page-header';
import { processSteps } from '@/content/process';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { processSchema } from '@/lib/seo/structured-data';

const page: PageInfo = {
  path: '/process/',
  title: 'My Process',
  description:
    'Five steps from concept to creation: strategy, design and UX, prototyping and engineering, manufacturing and logistics, and launch.',
};

export const metadata: Metadata = pageMetadata(page);

export default function ProcessPage() {
  return (
    <div className="container py-section">
      <JsonLd data={processSchema(page)} />
      <PageHeader eyebrow="My Process" title="From Concept to Creation">
        <p>
          One process for apps and for objects. Each step ends with something you can see, hold or
          test, so decisions are made on evidence rather than guesses.
        </p>
      </PageHeader>
      <ProcessTimeline steps={processSteps} />
    </div>
  );
}
