import { ArrowLeft, ArrowUpRight } from 'lucide-react';
import Link from 'next/link';
import type { Project } from '@/content/projects';
import type { SectionTitle } from '@/content/project-schema';
import { ProjectNotFound } from './project-not-found';
import { Prose } from './prose';
import { buttonClasses } from './ui/button-link';
import { CategoryBadge } from './ui/category-badge';
import { ResponsiveImage } from './ui/responsive-image';

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function Section({
  title,
  project,
  children,
}: {
  title: SectionTitle;
  project: Project;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={slug(title)}
      className="grid gap-4 border-t border-line pt-10 md:grid-cols-[14rem_1fr] md:gap-10"
    >
      <h2 id={slug(title)} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="min-w-0">
        <Prose markdown={project.sections[title]} className="max-w-prose text-muted" />
        {children}
      </div>
    </section>
  );
}

export function ProjectDetail({ project }: { project: Project | undefined }) {
  if (!project) return <ProjectNotFound />;
  return (
    <article className="container py-10 sm:py-14">
      <Link
        href="/portfolio/"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Portfolio
      </Link>
      <header className="mt-8 grid gap-6 lg:grid-cols-[1fr_auto] lg:items-end">
        <div className="max-w-3xl">
          <CategoryBadge category={project.category} />
          <h1 className="mt-4 text-title font-semibold">{project.title}</h1>
          <Prose markdown={project.sections.Overview} className="mt-5 text-lead text-muted" />
        </div>
        {project.liveUrl ? (
          <a
            href={project.liveUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'w-fit')}
          >
            View Live Project
            <ArrowUpRight aria-hidden className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </header>
      <div className="mt-10 overflow-hidden rounded-xl border border-line bg-[#0e1726]">
        <ResponsiveImage
          image={project.image}
          alt={project.image.alt}
          priority
          sizes="(min-width: 72rem) 68rem, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)"
          className="h-auto w-full"
        />
      </div>
      <div className="mt-14 space-y-12">
        <Section title="The Challenge" project={project} />
        <Section title="My Role" project={project} />
        <Section title="Process & Solution" project={project}>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {project.processImages.map((image, index) => (
              <li
                key={image.src}
                className="overflow-hidden rounded-lg border border-line bg-[#0e1726]"
              >
                <ResponsiveImage
                  image={image}
                  alt={`Process step ${index + 1}`}
                  sizes="(min-width: 72rem) 26rem, (min-width: 768px) calc((100vw - 20.5rem) / 2), (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2.5rem)"
                  className="h-auto w-full"
                />
              </li>
            ))}
          </ul>
        </Section>
        <Section title="The Results" project={project} />
      </div>
    </article>
  );
}
