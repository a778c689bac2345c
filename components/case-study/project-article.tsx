import { ArrowUpRight } from 'lucide-react';
import type { Project } from '@/lib/content/projects';
import type { SectionTitle } from '@/lib/content/project-schema';
import { BackToPortfolio } from './back-to-portfolio';
import { CaseStudyFinished } from '../analytics/case-study-finished';
import { LiveProjectLink } from '../analytics/live-project-link';
import { ProcessGallery } from './process-gallery';
import { Prose } from './prose';
import { buttonClasses } from '../ui/button-link';
import { CategoryBadge } from '../ui/category-badge';
import { ResponsiveImage } from '../ui/responsive-image';
import { darkFrame, darkImage } from '../ui/image-frame';

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
      className="grid gap-4 border-t border-line pt-10 md:grid-cols-[14rem_1fr] md:gap-10 print:block print:pt-6"
    >
      <h2 id={slug(title)} className="text-xl font-semibold tracking-tight print:mb-3">
        {title}
      </h2>
      <div className="min-w-0">
        <Prose markdown={project.sections[title]} className="max-w-prose text-muted" />
        {children}
      </div>
    </section>
  );
}

// The case study itself. It imports nothing server-only, so the page renders it on the server and
// a protected case study renders the same component in the browser from its decrypted data.
// `children` come after The Results (a public case study's testimonials).
export function ProjectArticle({
  project,
  children,
}: {
  project: Project;
  children?: React.ReactNode;
}) {
  return (
    <article className="container py-10 sm:py-14 print:py-0">
      <BackToPortfolio />
      <header className="mt-8 grid gap-6 lg:grid-cols-[1fr_auto] lg:items-end">
        <div className="max-w-3xl">
          <CategoryBadge category={project.category} />
          <h1 className="mt-4 text-title font-semibold">{project.title}</h1>
          <Prose markdown={project.sections.Overview} className="mt-5 text-lead text-muted" />
        </div>
        {project.liveUrl ? (
          <LiveProjectLink
            projectId={project.id}
            href={project.liveUrl}
            className={buttonClasses('primary', 'w-fit')}
          >
            View Live Project
            <ArrowUpRight aria-hidden className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </LiveProjectLink>
        ) : null}
      </header>
      <div
        className={`mt-10 overflow-hidden rounded-xl border border-line bg-[#0e1726] ${darkFrame}`}
      >
        <ResponsiveImage
          image={project.image}
          alt={project.image.alt}
          priority
          sizes="(min-width: 72rem) 68rem, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)"
          className={`h-auto w-full ${darkImage}`}
        />
      </div>
      <div className="mt-14 space-y-12 print:mt-8 print:space-y-6">
        <Section title="The Challenge" project={project} />
        <Section title="My Role" project={project} />
        <Section title="Process & Solution" project={project}>
          <ProcessGallery images={project.processImages} />
        </Section>
        <Section title="The Results" project={project}>
          <CaseStudyFinished projectId={project.id} />
        </Section>
        {children}
      </div>
    </article>
  );
}
