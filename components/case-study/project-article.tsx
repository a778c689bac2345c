import { ArrowUpRight } from 'lucide-react';
import type { Project } from '@/lib/content/projects';
import type { SectionTitle } from '@/lib/content/project-schema';
import { BackToPortfolio } from './back-to-portfolio';
import { CaseStudyFinished } from '../analytics/case-study-finished';
import { LiveProjectLink } from '../analytics/live-project-link';
import { LoopVideo } from './media/lazy-media';
import { ProcessGallery } from './process-gallery';
import { ProjectFacts } from './project-facts';
import { ProjectResults } from './project-results';
import { Blocks, Prose } from './prose';
import { parseBlocks } from '@/lib/content/blocks';
import { buttonClasses } from '../ui/button-link';
import { CategoryBadge } from '../ui/category-badge';
import { ResponsiveImage } from '../ui/responsive-image';

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function Section({
  title,
  project,
  gallery = false,
  children,
}: {
  title: SectionTitle;
  project: Project;
  /** The children are a gallery, spaced as a figure. */
  gallery?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={slug(title)}
      className="story-grid before:col-wide leading-relaxed text-muted before:mb-10 before:border-t before:border-line print:pt-6"
    >
      <h2
        id={slug(title)}
        className="col-heading text-xl font-semibold tracking-tight text-ink print:mb-3"
      >
        {title}
      </h2>
      <Blocks
        blocks={parseBlocks(project.sections[title])}
        media={{ ...project.figures, ...project.videos }}
      />
      {children ? (
        <div className={`col-text min-w-0 ${gallery ? 'story-media' : ''}`}>{children}</div>
      ) : null}
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
    <article className="py-10 sm:py-14 print:py-0">
      <div className="container">
        <BackToPortfolio />
        <header className="mt-8 grid gap-x-16 gap-y-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="max-w-3xl">
            <CategoryBadge category={project.category} />
            <h1 className="mt-4 text-title font-semibold">{project.title}</h1>
            <Prose markdown={project.sections.Overview} className="mt-5 text-lead text-muted" />
            {project.liveUrl ? (
              <LiveProjectLink
                projectId={project.id}
                href={project.liveUrl}
                className={buttonClasses('primary', 'mt-8 w-fit')}
              >
                View Live Project
                <ArrowUpRight aria-hidden className="size-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </LiveProjectLink>
            ) : null}
          </div>
          <ProjectFacts facts={project.facts} className="lg:self-end" />
        </header>
        <div className="mt-10 overflow-hidden rounded-xl border border-line bg-[#0e1726]">
          {project.video ? (
            <LoopVideo video={project.video} label={project.image.alt} />
          ) : (
            <ResponsiveImage
              image={project.image}
              alt={project.image.alt}
              priority
              sizes="(min-width: 72rem) 68rem, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)"
              className="h-auto w-full"
            />
          )}
        </div>
        {project.results?.length ? (
          <div className="mt-10 sm:mt-14">
            <ProjectResults results={project.results} />
          </div>
        ) : null}
      </div>
      <div className="mt-14 space-y-12 sm:mt-20 print:mt-8 print:space-y-6">
        <Section title="The Challenge" project={project} />
        <Section title="My Role" project={project} />
        <Section title="Process & Solution" project={project} gallery>
          <ProcessGallery images={project.processImages} />
        </Section>
        <Section title="The Results" project={project}>
          <CaseStudyFinished projectId={project.id} />
        </Section>
      </div>
      {children ? <div className="container mt-12">{children}</div> : null}
    </article>
  );
}
