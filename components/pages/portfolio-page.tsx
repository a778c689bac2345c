// The portfolio, in any language: app/(default)/portfolio/page.tsx and its app/(lang)/[lang]/ twin.
// A language lists the case studies translated into it (lib/i18n/projects.ts).
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ProjectCard } from '@/components/portfolio/project-card';
import { PrivateProjectCard } from '@/components/private/private-project-card';
import { ProjectFilter } from '@/components/portfolio/project-filter';
import { PageHeader } from '@/components/ui/page-header';
import { filterCategories } from '@/content/categories';
import { getListedProjectsIn, getProjectsIn } from '@/lib/i18n/projects';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { portfolioSchema } from '@/lib/seo/structured-data';

const portfolioPage = (lang: string): PageInfo => ({
  path: '/portfolio/',
  lang,
  title: 'Portfolio',
  description:
    'Case studies in UX and digital design, industrial design and engineering: from research and prototypes to manufactured products.',
});

export const portfolioMetadata = (lang: string): Metadata => pageMetadata(portfolioPage(lang));

export function PortfolioPage({ lang }: { lang: string }) {
  const projects = getListedProjectsIn(lang);
  // Public projects and the teasers of protected ones, in portfolio order; nothing unlisted.
  const items = getProjectsIn(lang).flatMap((project) => {
    if (project.access === 'public') {
      const card = (
        <ProjectCard
          project={project}
          lang={lang}
          headingLevel="h2"
          priority={project.id === projects[0]?.id}
          // First on screen at /portfolio/?category=..., so not left to lazy loading.
          eager={projects.find((p) => p.category === project.category)?.id === project.id}
        />
      );
      return [{ id: project.id, category: project.category, card }];
    }
    const { teaser } = project;
    if (project.access !== 'protected' || !teaser) return [];
    const card = (
      <PrivateProjectCard id={project.id} lang={lang} teaser={teaser} headingLevel="h2" />
    );
    return [{ id: project.id, category: teaser.category ?? '', card }];
  });
  return (
    <div className="container py-section">
      <JsonLd data={portfolioSchema(portfolioPage(lang), projects)} />
      <PageHeader eyebrow="Portfolio" title="Selected projects">
        <p>
          Digital products, engineered hardware and the manufacturing behind them. Filter by
          discipline, then open a case study for the full story.
        </p>
      </PageHeader>
      <div className="mt-12">
        <ProjectFilter categories={filterCategories} items={items} />
      </div>
    </div>
  );
}
