import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import type { Project } from '@/lib/content/projects';
import { pathFor } from '@/lib/i18n/paths';
import { getWords } from '@/lib/i18n/get-words';
import { CategoryBadge } from '../ui/category-badge';
import { ResponsiveImage } from '../ui/responsive-image';
import { darkFrame, darkImage } from '../ui/image-frame';

type ProjectCardProps = {
  project: Project;
  /** The language of the page the card is on: its link stays in it. */
  lang: string;
  headingLevel?: 'h2' | 'h3';
  /** The card whose image is on the first screen: fetched at once instead of lazily. */
  priority?: boolean;
  /** A card that may be first on screen (the first of its category on a filtered deep link). */
  eager?: boolean;
};

export function ProjectCard({
  project,
  lang,
  headingLevel: Heading = 'h3',
  priority = false,
  eager = false,
}: ProjectCardProps) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface transition hover:-translate-y-0.5 hover:border-ink/25 hover:shadow-lg hover:shadow-ink/5 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className={`overflow-hidden border-b border-line bg-[#0e1726] ${darkFrame}`}>
        <ResponsiveImage
          image={project.image}
          alt={project.image.alt}
          priority={priority}
          eager={eager}
          sizes="(min-width: 72rem) 21.5rem, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 768px) calc((100vw - 5.5rem) / 2), calc(100vw - 2.5rem)"
          className={`aspect-[16/10] h-auto w-full object-cover transition duration-500 group-hover:scale-[1.02] motion-reduce:transition-none ${darkImage}`}
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CategoryBadge category={project.categoryLabel ?? project.category} />
        <Heading className="text-xl font-semibold tracking-tight">{project.title}</Heading>
        <p className="flex-1 text-sm leading-relaxed text-muted">{project.description}</p>
        {project.resultsOnCard && project.results?.[0] ? (
          <p className="flex items-baseline gap-2 border-t border-line pt-3">
            <span className="shrink-0 whitespace-nowrap text-2xl font-semibold tracking-tight text-ink">
              {project.results[0].value}
            </span>
            <span className="text-sm text-muted">{project.results[0].label}</span>
          </p>
        ) : null}
        <Link
          href={pathFor(lang, `/portfolio/${project.id}/`)}
          className="mt-2 inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {getWords(lang).pages.viewProject}
          <span className="sr-only">: {project.title}</span>
          <ArrowRight
            aria-hidden
            className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          />
        </Link>
      </div>
    </article>
  );
}
