import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ProjectCard } from '@/components/portfolio/project-card';
import { PrivateProjectCard } from '@/components/private/private-project-card';
import { ProjectFilter } from '@/components/portfolio/project-filter';
import { PageHeader } from '@/components/ui/page-header';
import { filterCategories } from '@/content/categories';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { getListedProjects, getProjects } from '@/lib/content/projects';
import { portfolioSchema } from '@/lib/seo/structured-data';

const page: PageInfo = {
  path: '/portfolio/',
  title: 'Portfolio',
  description:
    'Case studies in UX and digital design, industrial design and engineering: from research and prototypes to manufactured products.',
};

export const metadata: Metadata = pageMetadata(page);

export default function PortfolioPage() {
  const projects = getListedProjects();
  // Public projects and the teasers of protected ones, in portfolio order; nothing unlisted.
  const items = getProjects().flatMap((project) => {
    if (project.access === 'public') {
      const card = (
        <ProjectCard
          project={project}
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
    const card = <PrivateProjectCard id={project.id} teaser={teaser} headingLevel="h2" />;
    return [{ id: project.id, category: teaser.category ?? '', card }];
  });
  return (
    <div className="container py-section">
      <JsonLd data={portfolioSchema(page, projects)} />
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
