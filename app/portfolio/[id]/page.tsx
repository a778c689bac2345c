import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { ProjectDetail } from '@/components/case-study/project-detail';
import { ProtectedCaseStudy } from '@/components/private/protected-case-study';
import { defaultLanguage } from '@/lib/i18n/languages';
import { caseStudyMetadata } from '@/lib/seo/metadata';
import { getAdjacentProjects, getProject, getProjects } from '@/lib/content/projects';
import { caseStudySchema } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getProjects().map((project) => ({ id: project.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = getProject((await params).id);
  return project ? caseStudyMetadata(project) : {};
}

// `next dev` shows a protected case study as it is, for its owner; the export only ever holds its
// teaser and the passphrase form (the case study itself is sealed after the build).
const sealed = process.env.NODE_ENV !== 'development';

export default async function ProjectPage({ params }: Props) {
  const project = getProject((await params).id);
  if (!project) notFound();
  const adjacent = getAdjacentProjects(project.id);
  const lang = defaultLanguage;
  if (project.access === 'protected' && sealed) {
    return (
      <ProtectedCaseStudy id={project.id} teaser={project.teaser} adjacent={adjacent} lang={lang} />
    );
  }
  return (
    <>
      {project.access === 'public' ? <JsonLd data={caseStudySchema(project, adjacent)} /> : null}
      <ProjectDetail project={project} adjacent={adjacent} lang={lang} />
    </>
  );
}
