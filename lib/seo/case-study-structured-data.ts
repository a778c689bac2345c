// A case study's schema.org JSON-LD: a CreativeWork by the owner, with the facts schema.org has a
// field for and its place in the portfolio, and the breadcrumbs from Home through Portfolio to the
// case study. The shared ids and addresses are structured-data.ts's.
import type { BreadcrumbList, CreativeWork, Graph } from 'schema-dts';
import { projectPage } from './metadata';
import { socialImage } from './social-cards';
import { context, ids, url } from './structured-data';
import type { AdjacentProjects, Project } from '@/lib/content/projects';
import { defaultLanguage } from '@/lib/i18n/languages';
import { htmlLang } from '@/lib/i18n/locales';
import { contentIn } from '@/lib/i18n/owner-content';
import { absoluteSrc, absoluteUrl } from '@/lib/site/site-url';

const navLabel = (lang: string, href: string) =>
  contentIn(lang, 'site').siteConfig.nav.find((item) => item.href === href)?.label ?? href;

// The facts schema.org has a field for: the client the work was made for (sourceOrganization;
// never one under NDA, which the project does not name), its year or period (temporalCoverage)
// and the owner's role in it (a Role around the author).
function factsSchema({ facts }: Project): Partial<CreativeWork> {
  if (!facts) return {};
  return {
    ...(facts.client
      ? { sourceOrganization: { '@type': 'Organization', name: facts.client } }
      : {}),
    ...(facts.year
      ? { temporalCoverage: facts.year.replace('–today', '/..').replace('–', '/') }
      : {}),
    ...(facts.role
      ? {
          creator: {
            '@type': 'Role',
            roleName: facts.role,
            creator: { '@id': ids.person },
          } as unknown as CreativeWork['creator'],
        }
      : {}),
  };
}

// schema.org has no previous/next for a CreativeWork: its place in the portfolio's order is its
// position in the collection (the portfolio page lists the same order as an ItemList).
export function caseStudySchema(
  project: Project,
  adjacent?: AdjacentProjects,
  lang = defaultLanguage,
): Graph {
  const { siteConfig } = contentIn(lang, 'site');
  const address = url(lang, projectPage(project).path);
  const work: CreativeWork = {
    '@type': 'CreativeWork',
    '@id': `${address}#work`,
    url: address,
    name: project.title,
    description: project.description,
    image: [absoluteSrc(project.image.src), absoluteUrl(socialImage.project(project, lang).path)],
    genre: project.category,
    about: project.category,
    dateModified: project.date,
    inLanguage: htmlLang(lang),
    ...(adjacent
      ? { isPartOf: { '@id': url(lang, '/portfolio/') }, position: adjacent.position }
      : {}),
    author: {
      '@type': 'Person',
      '@id': ids.person,
      name: siteConfig.name,
      url: url(lang, '/about/'),
    },
    ...factsSchema(project),
  };
  const trail = [
    ...['/', '/portfolio/'].map((path) => ({ name: navLabel(lang, path), path })),
    { name: project.title, path: projectPage(project).path },
  ];
  const breadcrumbs: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(lang, crumb.path),
    })),
  };
  return { '@context': context, '@graph': [work, breadcrumbs] };
}
