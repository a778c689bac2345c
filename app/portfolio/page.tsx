import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ProjectCard } from '@/components/portfolio/project-card';
import { PrivateProjectCard } from '@/components/private/private-project-card';
import { ProjectFilter } from '@/components/portfolio/project-filter';
import { PageHeader } from '@/components/ui/page-header';
import { filterCategories } from '@/content/categories';
import { wordsProp } from '@/lib/i18n/client-words';
import { getWords } from '@/lib/i18n/get-words';
import { defaultLanguage } from '@/lib/i18n/languages';
import { en } from '@/lib/i18n/words/en';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { getListedProjects, getProjects } from '@/lib/content/projects';
import { portfolioSchema } from '@/lib/seo/structured-data';

const portfolioPage = (lang: string): PageInfo => {
  const { pages } = getWords(lang);
  return {
    path: '/portfolio/',
    title: pages.portfolioTitle,
    description: pages.portfolioDescription,
  };
};

export const metadata: Metadata = pageMetadata(portfolioPage(defaultLanguage));

export default function PortfolioPage() {
  const lang = defaultLanguage;
  const page = portfolioPage(lang);
  const words = getWords(lang);
  const projects = getListedProjects();
  // Public projects and the teasers of protected ones, in portfolio order; nothing unlisted.
  const items = getProjects().flatMap((project) => {
    if (project.access === 'public') {
      const card = (
        <ProjectCard
          project={project}
          headingLevel="h2"
          lang={lang}
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
      <PrivateProjectCard id={project.id} teaser={teaser} headingLevel="h2" lang={lang} />
    );
    return [{ id: project.id, category: teaser.category ?? '', card }];
  });
  return (
    <div className="container py-section">
      <JsonLd data={portfolioSchema(page, projects)} />
      <PageHeader eyebrow={words.pages.portfolioEyebrow} title={words.pages.portfolioHeading}>
        <p>{words.pages.portfolioIntro}</p>
      </PageHeader>
      <div className="mt-12">
        <ProjectFilter
          categories={filterCategories}
          items={items}
          {...wordsProp(words.portfolio, en.portfolio)}
        />
      </div>
    </div>
  );
}
