import { caseStudyCallToAction } from '@/lib/content/case-study';
import type { AdjacentProjects, Project } from '@/lib/content/projects';
import { getProjectTestimonials } from '@/lib/trust/trust';
import { CallToAction } from '../ui/call-to-action';
import { ProjectArticle } from './project-article';
import { ProjectNotFound } from '../not-found/project-not-found';
import { ProjectPager } from './project-pager';
import { ProjectTestimonials } from '../trust/project-testimonials';

type ProjectDetailProps = { project: Project | undefined; adjacent?: AdjacentProjects };

export function ProjectDetail({ project, adjacent }: ProjectDetailProps) {
  if (!project) return <ProjectNotFound />;
  return (
    <>
      <ProjectArticle project={project}>
        <ProjectTestimonials items={getProjectTestimonials(project.id)} />
      </ProjectArticle>
      <CallToAction {...caseStudyCallToAction} href="/contact/" />
      {adjacent ? <ProjectPager adjacent={adjacent} /> : null}
    </>
  );
}
