import { caseStudyCallToAction } from '@/lib/content/case-study';
import type { AdjacentProjects, Project } from '@/lib/content/projects';
import { CallToAction } from './call-to-action';
import { ProjectArticle } from './project-article';
import { ProjectNotFound } from './project-not-found';
import { ProjectPager } from './project-pager';

type ProjectDetailProps = { project: Project | undefined; adjacent?: AdjacentProjects };

export function ProjectDetail({ project, adjacent }: ProjectDetailProps) {
  if (!project) return <ProjectNotFound />;
  return (
    <>
      <ProjectArticle project={project} />
      <CallToAction {...caseStudyCallToAction} href="/contact/" />
      {adjacent ? <ProjectPager adjacent={adjacent} /> : null}
    </>
  );
}
