import { ArrowUpRight } from 'lucide-react';
import type { Project } from '@/lib/content/projects';
import type { SectionTitle } from '@/lib/content/project-schema';
import { caseStudy } from '@/lib/i18n/words/en/case-study';
import { BackToPortfolio } from './back-to-portfolio';
import { CaseStudyFinished } from '../analytics/case-study-finished';
import { LiveProjectLink } from '../analytics/live-project-link';
import { LoopVideo } from './media/lazy-media';
import { ProcessGallery } from './process-gallery';
import { ProjectFacts } from './project-facts';
import { ProjectResults } from './project-results';
import { Blocks, Prose, type StoryWords } from './prose';
import { parseBlocks } from '@/lib/content/blocks';
import { buttonClasses } from '../ui/button-link';
import { CategoryBadge } from '../ui/category-badge';
import { ResponsiveImage } from '../ui/responsive-image';
import { darkImage, figureFrame } from '../ui/image-frame';

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

// `title` names the section in the case study's file (and its stable id); `heading` shows it.
function Section({
  title,
  heading,
  project,
  words,
  gallery = false,
  children,
}: {
  title: SectionTitle;
  heading: string;
  project: Project;
  words: StoryWords;
  /** The children are a gallery, spaced as a figure. */
  gallery?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={slug(title)}
      className="story-grid before:col-wide leading-relaxed text-muted before:mb-10 before:border-t before:border-line print:pt-6"
    >
      <h2 id={slug(title)} className="col-heading text-section font-semibold text-ink print:mb-3">
        {heading}
      </h2>
      <Blocks
        blocks={parseBlocks(project.sections[title])}
        media={{ ...project.figures, ...project.videos }}
        words={words}
      />
      {children ? (
        <div className={`col-text min-w-0 max-w-prose ${gallery ? 'story-media' : ''}`}>
          {children}
        </div>
      ) : null}
    </section>
  );
}

// The case study itself. It imports nothing server-only, so the page renders it on the server and
// a protected case study renders the same component in the browser from its decrypted data.
// `children` come after The Results (a public case study's testimonials). `words`: the case
// study's words in another language (English is built in); `mediaWords`: the video loops' and
// comparisons' words, only where they differ from English (lib/i18n/client-words.ts).
export function ProjectArticle({
  project,
  portfolioHref,
  children,
  words = caseStudy,
  mediaWords,
}: {
  project: Project;
  /** The portfolio page in the case study's language. */
  portfolioHref: string;
  children?: React.ReactNode;
  words?: typeof caseStudy;
  mediaWords?: Omit<StoryWords, 'caseStudy'>;
}) {
  const story: StoryWords = { ...mediaWords, caseStudy: words };
  return (
    <article className="py-10 sm:py-14 print:py-0">
      <div className="container">
        <BackToPortfolio href={portfolioHref} label={words.back} />
        {/* The hero follows the title and overview; the facts come after it on a phone, so the
            first screen shows the work, and beside the overview from 1024 px. */}
        <div className="mt-8 grid gap-x-16 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <header className="max-w-3xl">
            <CategoryBadge category={project.categoryLabel ?? project.category} />
            <h1 className="mt-4 text-title font-semibold">{project.title}</h1>
            <Prose
              markdown={project.sections.Overview}
              className="mt-5 text-lead text-muted"
              words={story}
            />
            {project.liveUrl ? (
              <LiveProjectLink
                projectId={project.id}
                href={project.liveUrl}
                className={buttonClasses('primary', 'mt-8 w-fit')}
              >
                {project.liveLabel ?? words.viewLive}
                <ArrowUpRight aria-hidden className="size-4" />
                <span className="sr-only">{words.newTab}</span>
              </LiveProjectLink>
            ) : null}
          </header>
          <div className={`mt-10 lg:col-span-2 ${figureFrame}`}>
            {project.video ? (
              <LoopVideo
                video={project.video}
                label={project.image.alt}
                {...(story.video ? { words: story.video } : {})}
              />
            ) : (
              <ResponsiveImage
                image={project.image}
                alt={project.image.alt}
                priority
                sizes="(min-width: 72rem) 68rem, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)"
                className={`h-auto w-full ${darkImage}`}
              />
            )}
          </div>
          <ProjectFacts
            facts={project.facts}
            className="mt-10 lg:col-start-2 lg:row-start-1 lg:mt-0 lg:self-end"
            words={words}
          />
        </div>
        {project.results?.length ? (
          <div className="mt-10 sm:mt-14">
            <ProjectResults results={project.results} words={words} />
          </div>
        ) : null}
      </div>
      <div className="mt-14 space-y-12 sm:mt-20 print:mt-8 print:space-y-6">
        <Section title="The Challenge" heading={words.challenge} project={project} words={story} />
        <Section title="My Role" heading={words.role} project={project} words={story} />
        <Section
          title="Process & Solution"
          heading={words.process}
          project={project}
          words={story}
          gallery
        >
          <ProcessGallery images={project.processImages} words={words} />
        </Section>
        <Section title="The Results" heading={words.results} project={project} words={story}>
          <CaseStudyFinished projectId={project.id} />
        </Section>
      </div>
      {children ? <div className="container mt-12">{children}</div> : null}
    </article>
  );
}
