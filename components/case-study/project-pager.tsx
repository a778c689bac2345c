import { ArrowLeft, ArrowRight } from 'lucide-react';
import Link from 'next/link';
import type { AdjacentProjects, Project } from '@/lib/content/projects';
import { pathFor } from '@/lib/i18n/paths';
import { getWords } from '@/lib/i18n/get-words';
import type { Words } from '@/lib/i18n/words';
import { CategoryBadge } from '../ui/category-badge';
import { ResponsiveImage } from '../ui/responsive-image';
import { darkFrame, darkImage } from '../ui/image-frame';

type PagerLinkProps = {
  project: Project;
  lang: string;
  direction: 'prev' | 'next';
  inSequence: boolean;
  words: Words['pager'];
};

function PagerLink({ project, lang, direction, inSequence, words }: PagerLinkProps) {
  return (
    <Link
      href={pathFor(lang, `/portfolio/${project.id}/`)}
      // Only between neighbours in portfolio order; the links that wrap around are not prev/next.
      rel={inSequence ? direction : undefined}
      className="group flex h-full items-center gap-3 rounded-xl border border-line bg-surface p-3 transition hover:border-ink/25 hover:shadow-lg hover:shadow-ink/5 motion-reduce:transition-none sm:gap-4 sm:p-4"
    >
      <div
        className={`w-16 shrink-0 overflow-hidden rounded-md border border-line bg-[#0e1726] sm:w-36 ${darkFrame} dark:p-1`}
      >
        <ResponsiveImage
          image={project.image}
          alt=""
          sizes="(min-width: 640px) 9rem, 4rem"
          className={`aspect-[16/10] h-auto w-full object-cover ${darkImage}`}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap font-mono text-eyebrow uppercase text-muted">
          {direction === 'prev' ? (
            <>
              <ArrowLeft aria-hidden className="size-3.5" />
              {words.previous}
            </>
          ) : (
            <>
              {words.next}
              <ArrowRight aria-hidden className="size-3.5" />
            </>
          )}
        </span>
        <span className="font-semibold tracking-tight group-hover:text-accent">
          {project.title}
        </span>
        <CategoryBadge category={project.categoryLabel ?? project.category} />
      </div>
    </Link>
  );
}

export function ProjectPager({ adjacent, lang }: { adjacent: AdjacentProjects; lang: string }) {
  const words = getWords(lang).pager;
  return (
    <nav aria-label={words.label} className="render-when-near container pb-section print:hidden">
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <li>
          <PagerLink
            project={adjacent.previous}
            lang={lang}
            direction="prev"
            inSequence={adjacent.position > 1}
            words={words}
          />
        </li>
        <li>
          <PagerLink
            project={adjacent.next}
            lang={lang}
            direction="next"
            inSequence={adjacent.position < adjacent.total}
            words={words}
          />
        </li>
      </ul>
    </nav>
  );
}
