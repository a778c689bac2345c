import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { ProjectDetail } from '@/components/project-detail';
import { projectMetadata } from '@/lib/seo/metadata';
import { getAdjacentProjects, getProject, getProjects } from '@/lib/content/projects';
import { caseStudySchema } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getProjects().map((project) => ({ id: project.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = getProject((await params).id);
  return project ? projectMetadata(project) : {};
}

export default async function ProjectPage({ params }: Props) {
  const project = getProject((await params).id);
  if (!project) notFound();
  const adjacent = getAdjacentProjects(project.id);
  return (
    <>
      <JsonLd data={caseStudySchema(project, adjacent)} />
      <ProjectDetail project={project} adjacent={adjacent} />
    </>
  );
}
