import type { Project } from '@/lib/content/projects';
import { pathFor } from '@/lib/i18n/paths';
import { ProjectCard } from '../portfolio/project-card';
import { ButtonLink } from '../ui/button-link';
import { SectionHeading } from '../ui/section-heading';

export function FeaturedProjects({ projects, lang }: { projects: Project[]; lang: string }) {
  return (
    <section aria-labelledby="featured-heading" className="render-when-near container py-section">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="featured-heading" eyebrow="Selected work" title="Featured Projects" />
        <ButtonLink href={pathFor(lang, '/portfolio/')} variant="secondary">
          All projects
        </ButtonLink>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
