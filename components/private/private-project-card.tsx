import { ArrowRight, LockKeyhole } from 'lucide-react';
import Link from 'next/link';
import type { Teaser } from '@/lib/content/project-schema';
import { pathFor } from '@/lib/i18n/paths';
import { getWords } from '@/lib/i18n/get-words';
import { PrivateBadge } from './private-badge';
import { CategoryBadge } from '../ui/category-badge';
import { ResponsiveImage } from '../ui/responsive-image';

type PrivateProjectCardProps = {
  id: string;
  teaser: Teaser;
  headingLevel?: 'h2' | 'h3';
  lang: string;
};

// A protected case study in the portfolio list: only its public teaser, with the lock badge.
export function PrivateProjectCard({
  id,
  teaser,
  headingLevel: Heading = 'h3',
  lang,
}: PrivateProjectCardProps) {
  const { privateWork } = getWords(lang);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface transition hover:-translate-y-0.5 hover:border-ink/25 hover:shadow-lg hover:shadow-ink/5 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="flex aspect-[16/10] items-center justify-center overflow-hidden border-b border-line bg-[#0e1726]">
        {teaser.image ? (
          <ResponsiveImage
            image={teaser.image}
            alt={teaser.image.alt}
            sizes="(min-width: 72rem) 21.5rem, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 768px) calc((100vw - 5.5rem) / 2), calc(100vw - 2.5rem)"
            className="aspect-[16/10] h-auto w-full object-cover"
          />
        ) : (
          <LockKeyhole aria-hidden className="size-12 text-white/70" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap gap-2">
          <PrivateBadge label={privateWork.badge} />
          {teaser.category ? (
            <CategoryBadge category={teaser.categoryLabel ?? teaser.category} />
          ) : null}
        </div>
        <Heading className="text-xl font-semibold tracking-tight">{teaser.title}</Heading>
        <p className="flex-1 text-sm leading-relaxed text-muted">{teaser.description}</p>
        <Link
          href={pathFor(lang, `/portfolio/${id}/`)}
          className="mt-2 inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {privateWork.openWithPassphrase}
          <span className="sr-only">: {teaser.title}</span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </article>
  );
}
