// A case study, in any language it is translated into: app/(default)/portfolio/[id]/page.tsx and
// app/(lang)/[lang]/portfolio/[id]/page.i18n.tsx render it.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { ProjectDetail } from '@/components/case-study/project-detail';
import { ProtectedCaseStudy } from '@/components/private/protected-case-study';
import { getAdjacentProjects } from '@/lib/content/projects';
import { getProjectIn, getProjectsIn, languagesOf } from '@/lib/i18n/projects';
import { caseStudyMetadata } from '@/lib/seo/metadata';
import { caseStudySchema } from '@/lib/seo/case-study-structured-data';

/** The ids of the case studies with a page in `lang`. */
export const caseStudyParams = (lang: string) =>
  getProjectsIn(lang).map((project) => ({ id: project.id }));

export function caseStudyPageMetadata(lang: string, id: string): Metadata {
  const project = getProjectIn(lang, id);
  return project ? caseStudyMetadata(project, lang, languagesOf(id)) : {};
}

// `next dev` shows a protected case study as it is, for its owner; the export only ever holds its
// teaser and the passphrase form (the case study itself is sealed after the build).
const sealed = process.env.NODE_ENV !== 'development';

export function CaseStudyPage({ lang, id }: { lang: string; id: string }) {
  const project = getProjectIn(lang, id);
  if (!project) notFound();
  const adjacent = getAdjacentProjects(project.id, getProjectsIn(lang));
  if (project.access === 'protected' && sealed) {
    return (
      <ProtectedCaseStudy id={project.id} lang={lang} teaser={project.teaser} adjacent={adjacent} />
    );
  }
  return (
    <>
      {project.access === 'public' ? (
        <JsonLd data={caseStudySchema(project, adjacent, lang)} />
      ) : null}
      <ProjectDetail project={project} adjacent={adjacent} lang={lang} />
    </>
  );
}
