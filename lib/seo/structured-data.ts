// schema.org JSON-LD for each page, typed by schema-dts so a misspelt property fails `tsc`: the
// owner's Person and the WebSite, and the site's pages; a case study's is
// case-study-structured-data.ts.
import type {
  CollectionPage,
  ContactPage,
  Graph,
  Person,
  ProfilePage,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { PageInfo } from './metadata';
import { pageUrl, projectPage, siteTitle } from './metadata';
import type { Project } from '@/lib/content/projects';
import { defaultLanguage } from '@/lib/i18n/languages';
import { htmlLang } from '@/lib/i18n/locales';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { absoluteUrl } from '@/lib/site/site-url';

// Shared with case-study-structured-data.ts: the context, and the @id of the owner and the site.
export const context = 'https://schema.org' as const;
export const ids = { person: absoluteUrl('/#person'), website: absoluteUrl('/#website') };
// A page's absolute address in a language.
export const url = (lang: string, path: string) => absoluteUrl(pathFor(lang, path));

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
