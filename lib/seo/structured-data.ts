import type {
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  CreativeWork,
  Graph,
  Person,
  ProfilePage,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { PageInfo } from './metadata';
import { pageUrl, projectPage, siteTitle } from './metadata';
import { socialImage } from './social-cards';
import type { AdjacentProjects, Project } from '@/lib/content/projects';
import { defaultLanguage } from '@/lib/i18n/languages';
import { htmlLang } from '@/lib/i18n/locales';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { absoluteSrc, absoluteUrl } from '@/lib/site/site-url';

// schema.org JSON-LD for each page, typed by schema-dts so a misspelt property fails `tsc`.

const context = 'https://schema.org' as const;
const navLabel = (lang: string, href: string) =>
  contentIn(lang, 'site').siteConfig.nav.find((item) => item.href === href)?.label ?? href;
const ids = { person: absoluteUrl('/#person'), website: absoluteUrl('/#website') };
// A page's absolute address in a language.
const url = (lang: string, path: string) => absoluteUrl(pathFor(lang, path));

const person = (lang = defaultLanguage): Person => {
  const { siteConfig } = contentIn(lang, 'site');
  const { capabilities } = contentIn(lang, 'home');
  return {
    '@type': 'Person',
    '@id': ids.person,
    name: siteConfig.name,
    jobTitle: siteConfig.role,
    description: siteConfig.tagline,
    email: `mailto:${siteConfig.email}`,
    url: url(lang, '/about/'),
    sameAs: siteConfig.social.map((link) => link.href),
    // What the owner offers, from content/home.yaml. No worksFor: a freelancer's clients are not
    // employers, and no Review or AggregateRating: testimonials on one's own site are self-serving.
    knowsAbout: capabilities.map((capability) => capability.title),
  };
};

const website = (lang: string): WebSite => {
  const { siteConfig } = contentIn(lang, 'site');
  return {
    '@type': 'WebSite',
    '@id': ids.website,
    url: url(lang, '/'),
    name: siteConfig.brand,
    alternateName: siteTitle,
    description: siteConfig.description,
    inLanguage: htmlLang(lang),
    publisher: { '@id': ids.person },
  };
};

const pageFields = (page: PageInfo) => ({
  '@id': pageUrl(page),
  url: pageUrl(page),
  name: page.title ?? siteTitle,
  description: page.description,
  inLanguage: htmlLang(page.lang ?? defaultLanguage),
  isPartOf: { '@id': ids.website },
});

export const homeSchema = (lang = defaultLanguage): Graph => ({
  '@context': context,
  '@graph': [person(lang), website(lang)],
});

export const aboutSchema = (page: PageInfo): WithContext<ProfilePage> => ({
  '@context': context,
  '@type': 'ProfilePage',
  ...pageFields(page),
  mainEntity: person(page.lang),
});

export const portfolioSchema = (
  page: PageInfo,
  projects: Project[],
): WithContext<CollectionPage> => ({
  '@context': context,
  '@type': 'CollectionPage',
  ...pageFields(page),
  mainEntity: {
    '@type': 'ItemList',
    itemListElement: projects.map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: url(page.lang ?? defaultLanguage, projectPage(project).path),
      name: project.title,
    })),
  },
});

export const processSchema = (page: PageInfo): WithContext<WebPage> => ({
  '@context': context,
  '@type': 'WebPage',
  ...pageFields(page),
});

export const contactSchema = (page: PageInfo): WithContext<ContactPage> => ({
  '@context': context,
  '@type': 'ContactPage',
  ...pageFields(page),
  mainEntity: { '@id': ids.person },
});

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
