import { parseCallToAction } from '@/lib/content/case-study';
import { isDefaultLanguage } from '@/lib/i18n/languages';
import type { AdjacentProjects, Project } from '@/lib/content/projects';
import { changedWords } from '@/lib/i18n/client-words';
import { getWords } from '@/lib/i18n/get-words';
import { en } from '@/lib/i18n/words/en';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { getProjectTestimonials } from '@/lib/trust/trust';
import { CallToAction } from '../ui/call-to-action';
import { ProjectArticle } from './project-article';
import { ProjectNotFound } from '../not-found/project-not-found';
import { ProjectPager } from './project-pager';
import { ProjectTestimonials } from '../trust/project-testimonials';
import { RelatedNotes } from '../notes/related-notes';
import { notesOfCaseStudy } from '@/lib/notes/notes';

type ProjectDetailProps = {
  project: Project | undefined;
  adjacent?: AdjacentProjects;
  lang: string;
};

// Rendered on the server only: the article and testimonials get the language's words as props.
export function ProjectDetail({ project, adjacent, lang }: ProjectDetailProps) {
  const words = getWords(lang);
  if (!project) {
    return <ProjectNotFound words={words.notFound} portfolioHref={pathFor(lang, '/portfolio/')} />;
  }
  const notes = notesOfCaseStudy(lang, project.notes);
  const callToAction = (
    <CallToAction
      {...parseCallToAction(
        contentIn(lang, 'case-study').callToAction,
        isDefaultLanguage(lang) ? undefined : `content/${lang}/case-study.ts`,
      )}
      href={pathFor(lang, '/contact/')}
    />
  );
  return (
    <>
      <ProjectArticle
        project={project}
        portfolioHref={pathFor(lang, '/portfolio/')}
        words={words.caseStudy}
        mediaWords={{
          video: changedWords(words.video, en.video),
          compare: changedWords(words.compare, en.compare),
        }}
      >
        <ProjectTestimonials
          items={getProjectTestimonials(project.id, lang)}
          words={words.caseStudy}
        />
      </ProjectArticle>
      {/* The related notes, only when it has some: without, the page is what it was. */}
      {notes.length > 0 ? (
        <>
          <RelatedNotes notes={notes} lang={lang} />
          {callToAction}
        </>
      ) : (
        callToAction
      )}
      {adjacent ? <ProjectPager adjacent={adjacent} lang={lang} /> : null}
    </>
  );
}
