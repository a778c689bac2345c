import type { Project } from '@/lib/content/projects';
import { ProjectCard } from '../portfolio/project-card';
import { ButtonLink } from '../ui/button-link';
import { cardCell, cardGrid } from '../ui/card-grid';
import { SectionHeading } from '../ui/section-heading';

export function FeaturedProjects({ projects }: { projects: Project[] }) {
  return (
    <section aria-labelledby="featured-heading" className="render-when-near container py-section">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="featured-heading" eyebrow="Selected work" title="Featured Projects" />
        <ButtonLink href="/portfolio/" variant="secondary">
          All projects
        </ButtonLink>
      </div>
      <ul className={`mt-10 ${cardGrid}`}>
        {projects.map((project) => (
          <li key={project.id} className={cardCell}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </section>
  );
}
