// The portfolio, in any language: app/(default)/portfolio/page.tsx and its app/(lang)/[lang]/ twin.
// A language lists the case studies translated into it (lib/i18n/projects.ts).
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ProjectCard } from '@/components/portfolio/project-card';
import { PrivateProjectCard } from '@/components/private/private-project-card';
import { ProjectFilter } from '@/components/portfolio/project-filter';
import { PageHeader } from '@/components/ui/page-header';
import { filterCategories } from '@/lib/owner/categories';
import { wordsProp } from '@/lib/i18n/client-words';
import { categoryNames } from '@/lib/i18n/categories';
import { getWords } from '@/lib/i18n/get-words';
import { isDefaultLanguage } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { getListedProjectsIn, getProjectsIn } from '@/lib/i18n/projects';
import { en } from '@/lib/i18n/words/en';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { portfolioSchema } from '@/lib/seo/structured-data';

const portfolioPage = (lang: string): PageInfo => ({
  path: '/portfolio/',
  lang,
  title: getWords(lang).pages.portfolioTitle,
  description: contentIn(lang, 'portfolio').description,
});

export const portfolioMetadata = (lang: string): Metadata => pageMetadata(portfolioPage(lang));

export function PortfolioPage({ lang }: { lang: string }) {
  const words = getWords(lang);
  const { heading, intro } = contentIn(lang, 'portfolio');
  const projects = getListedProjectsIn(lang);
  // Public projects and the teasers of protected ones, in portfolio order; nothing unlisted.
  const items = getProjectsIn(lang).flatMap((project) => {
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
      <JsonLd data={portfolioSchema(portfolioPage(lang), projects)} />
      <PageHeader eyebrow={words.pages.portfolioEyebrow} title={heading}>
        <p>{intro}</p>
      </PageHeader>
      <div className="mt-12">
        <ProjectFilter
          categories={filterCategories}
          items={items}
          {...wordsProp(words.portfolio, en.portfolio)}
          {...(isDefaultLanguage(lang)
            ? {}
            : { names: categoryNames(lang), contactHref: pathFor(lang, '/contact/') })}
        />
      </div>
      {/* The first frame waits for the whole list: its last row is centred (components/ui/
          card-grid.ts), so a frame painted with some of its cards moved them when the next came. */}
      <link rel="expect" href="#portfolio-end" blocking="render" />
      <span id="portfolio-end" hidden />
    </div>
  );
}
