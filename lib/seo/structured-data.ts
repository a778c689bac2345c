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
import { projectPage, siteTitle, socialImage } from './metadata';
import type { AdjacentProjects, Project } from '@/lib/content/projects';
import { capabilities } from '@/content/home';
import { siteConfig } from '@/content/site';
import { absoluteSrc, absoluteUrl } from '@/lib/site/site-url';

// schema.org JSON-LD for each page, typed by schema-dts so a misspelt property fails `tsc`.

const context = 'https://schema.org' as const;
const navLabel = (href: string) => siteConfig.nav.find((item) => item.href === href)?.label ?? href;
const ids = { person: absoluteUrl('/#person'), website: absoluteUrl('/#website') };

const person = (): Person => ({
  '@type': 'Person',
  '@id': ids.person,
  name: siteConfig.name,
  jobTitle: siteConfig.role,
  description: siteConfig.tagline,
  email: `mailto:${siteConfig.email}`,
  url: absoluteUrl('/about/'),
  sameAs: siteConfig.social.map((link) => link.href),
  // What the owner offers, from content/home.ts. No worksFor: a freelancer's clients are not
  // employers, and no Review or AggregateRating: testimonials on one's own site are self-serving.
  knowsAbout: capabilities.map((capability) => capability.title),
});

const website = (): WebSite => ({
  '@type': 'WebSite',
  '@id': ids.website,
  url: absoluteUrl('/'),
  name: siteConfig.brand,
  alternateName: siteTitle,
  description: siteConfig.description,
  inLanguage: siteConfig.locale,
  publisher: { '@id': ids.person },
});

const pageFields = (page: PageInfo) => ({
  '@id': absoluteUrl(page.path),
  url: absoluteUrl(page.path),
  name: page.title ?? siteTitle,
  description: page.description,
  inLanguage: siteConfig.locale,
  isPartOf: { '@id': ids.website },
});

export const homeSchema = (): Graph => ({ '@context': context, '@graph': [person(), website()] });

export const aboutSchema = (page: PageInfo): WithContext<ProfilePage> => ({
  '@context': context,
  '@type': 'ProfilePage',
  ...pageFields(page),
  mainEntity: person(),
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
      url: absoluteUrl(projectPage(project).path),
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
export function caseStudySchema(project: Project, adjacent?: AdjacentProjects): Graph {
  const url = absoluteUrl(projectPage(project).path);
  const work: CreativeWork = {
    '@type': 'CreativeWork',
    '@id': `${url}#work`,
    url,
    name: project.title,
    description: project.description,
    image: [absoluteSrc(project.image.src), absoluteUrl(socialImage.project(project).path)],
    genre: project.category,
    about: project.category,
    dateModified: project.date,
    inLanguage: siteConfig.locale,
    ...(adjacent
      ? { isPartOf: { '@id': absoluteUrl('/portfolio/') }, position: adjacent.position }
      : {}),
    author: {
      '@type': 'Person',
      '@id': ids.person,
      name: siteConfig.name,
      url: absoluteUrl('/about/'),
    },
    ...factsSchema(project),
  };
  const trail = [
    ...['/', '/portfolio/'].map((path) => ({ name: navLabel(path), path })),
    { name: project.title, path: projectPage(project).path },
  ];
  const breadcrumbs: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
  return { '@context': context, '@graph': [work, breadcrumbs] };
}
