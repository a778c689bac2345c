import type { Project } from '@/lib/content/projects';
import { pathFor } from '@/lib/i18n/paths';
import { getWords } from '@/lib/i18n/get-words';
import { ProjectCard } from '../portfolio/project-card';
import { ButtonLink } from '../ui/button-link';
import { cardCell, cardGrid } from '../ui/card-grid';
import { SectionHeading } from '../ui/section-heading';

export function FeaturedProjects({ projects, lang }: { projects: Project[]; lang: string }) {
  const { pages } = getWords(lang);
  return (
    <section aria-labelledby="featured-heading" className="render-when-near container py-section">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading
          id="featured-heading"
          eyebrow={pages.selectedWork}
          title={pages.featuredProjects}
        />
        <ButtonLink href={pathFor(lang, '/portfolio/')} variant="secondary">
          {pages.allProjects}
        </ButtonLink>
      </div>
      <ul className={`mt-10 ${cardGrid}`}>
        {projects.map((project) => (
          <li key={project.id} className={cardCell}>
            <ProjectCard project={project} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
