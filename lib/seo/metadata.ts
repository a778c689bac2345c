import type { Metadata } from 'next';
import type { Project } from '@/lib/content/projects';
import { siteConfig } from '@/lib/owner/site';
import { alternateLanguages } from '@/lib/i18n/alternates';
import { defaultLanguage, languages } from '@/lib/i18n/languages';
import { ogLocale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/i18n/paths';
import { getWords } from '@/lib/i18n/get-words';
import { absoluteUrl } from '@/lib/site/site-url';
import { feedAlternates } from '@/lib/notes/feed-link';
import { socialImage } from './social-cards';

/**
 * A page as crawlers and link previews see it. Without a title it is the home page. `path` is the
 * page's default-language path; `lang` the language it is in (the default when left out) and
 * `languages` the ones it is published in (all, unless a case study is not translated).
 */
export type PageInfo = {
  path: string;
  title?: string;
  description: string;
  lang?: string;
  languages?: readonly string[];
};

/** The page's own address, in its language. */
export const pageUrl = (page: PageInfo) =>
  absoluteUrl(pathFor(page.lang ?? defaultLanguage, page.path));

export const siteTitle = `${siteConfig.name} · ${siteConfig.brand}`;

type Options = { image?: { path: string; alt: string }; article?: Project };

export function pageMetadata(page: PageInfo, { image: shown, article }: Options = {}) {
  const lang = page.lang ?? defaultLanguage;
  const image = shown ?? socialImage.site(lang);
  const url = pageUrl(page);
  const title = page.title ?? siteTitle;
  const hreflang = alternateLanguages(page.path, page.languages);
  const images = [
    {
      url: absoluteUrl(image.path),
      width: socialImage.width,
      height: socialImage.height,
      alt: image.alt,
      type: 'image/png',
    },
  ];
  const openGraph = {
    url,
    title,
    description: page.description,
    siteName: siteConfig.brand,
    locale: ogLocale(lang),
    ...(hreflang
      ? {
          alternateLocale: languages
            .filter((other) => other !== lang && hreflang[other])
            .map(ogLocale),
        }
      : {}),
    images,
  };
  return {
    title: page.title ?? { absolute: siteTitle },
    description: page.description,
    alternates: {
      canonical: url,
      ...(hreflang ? { languages: hreflang } : {}),
      // The language's notes feed, on every page of a language with notes (lib/notes/feed-link.ts).
      ...feedAlternates(lang),
    },
    openGraph: article
      ? {
          ...openGraph,
          type: 'article',
          modifiedTime: article.date,
          authors: [absoluteUrl(pathFor(lang, '/about/'))],
          section: article.category,
        }
      : { ...openGraph, type: 'website' },
    twitter: { card: 'summary_large_image', title, description: page.description, images },
  } satisfies Metadata;
}

export const projectPage = (
  project: Project,
  lang?: string,
  available?: readonly string[],
): PageInfo => ({
  path: `/portfolio/${project.id}/`,
  title: project.title,
  description: project.description,
  ...(lang ? { lang } : {}),
  ...(available ? { languages: available } : {}),
});

type Place = { lang?: string; languages?: readonly string[] };

export const projectMetadata = (project: Project, place: Place = {}) =>
  pageMetadata(projectPage(project, place.lang, place.languages), {
    image: socialImage.project(project, place.lang),
    article: project,
  });

const noindex = { index: false, follow: true } as const;

/** An unlisted case study: for whoever has the link, never indexed, with the site's link image. */
export const unlistedMetadata = (project: Project, place: Place = {}) => ({
  ...pageMetadata(projectPage(project, place.lang, place.languages), { article: project }),
  robots: noindex,
});

/** A protected case study: its teaser or a neutral title, never anything of the project itself. */
export function protectedMetadata(project: Project, place: Place = {}) {
  const { privateWork } = getWords(place.lang ?? defaultLanguage);
  const page: PageInfo = {
    path: `/portfolio/${project.id}/`,
    title: project.teaser?.title ?? privateWork.heading,
    description: project.teaser?.description ?? privateWork.metaDescription,
    ...place,
  };
  return { ...pageMetadata(page), robots: noindex };
}

type CaseStudyMetadata = ReturnType<typeof pageMetadata> & { robots?: typeof noindex };

/** A case study's metadata in `lang`, with hreflang links to the languages it is published in. */
export function caseStudyMetadata(
  project: Project,
  lang?: string,
  available?: readonly string[],
): CaseStudyMetadata {
  const place: Place = {
    ...(lang ? { lang } : {}),
    ...(available ? { languages: available } : {}),
  };
  if (project.access === 'protected') return protectedMetadata(project, place);
  return project.access === 'unlisted'
    ? unlistedMetadata(project, place)
    : projectMetadata(project, place);
}
