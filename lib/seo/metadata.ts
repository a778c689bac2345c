import type { Metadata } from 'next';
import type { Project } from '@/lib/content/projects';
import { siteConfig } from '@/content/site';
import { fill } from '@/lib/i18n/fill';
import { getWords } from '@/lib/i18n/get-words';
import { defaultLanguage } from '@/lib/i18n/languages';
import { absoluteUrl } from '@/lib/site/site-url';

/** A page as crawlers and link previews see it. Without a title it is the home page. */
export type PageInfo = { path: string; title?: string; description: string };

export const siteTitle = `${siteConfig.name} · ${siteConfig.brand}`;

/** The social images written at build time by app/og/ (1200x630 PNG). */
export const socialImage = {
  width: 1200,
  height: 630,
  site: {
    path: '/og/site.png',
    alt: `${siteConfig.brand}: ${siteConfig.name}, ${siteConfig.role.toLowerCase()}`,
  },
  project: (project: Project, lang = defaultLanguage) => ({
    path: `/og/portfolio/${project.id}.png`,
    alt: fill(getWords(lang).pager.socialAlt, {
      title: project.title,
      category: project.category,
      brand: siteConfig.brand,
    }),
  }),
};

type Options = { image?: { path: string; alt: string }; article?: Project };

export function pageMetadata(page: PageInfo, { image = socialImage.site, article }: Options = {}) {
  const url = absoluteUrl(page.path);
  const title = page.title ?? siteTitle;
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
    locale: siteConfig.locale.replace('-', '_'),
    images,
  };
  return {
    title: page.title ?? { absolute: siteTitle },
    description: page.description,
    alternates: { canonical: url },
    openGraph: article
      ? {
          ...openGraph,
          type: 'article',
          modifiedTime: article.date,
          authors: [absoluteUrl('/about/')],
          section: article.category,
        }
      : { ...openGraph, type: 'website' },
    twitter: { card: 'summary_large_image', title, description: page.description, images },
  } satisfies Metadata;
}

export const projectPage = (project: Project): PageInfo => ({
  path: `/portfolio/${project.id}/`,
  title: project.title,
  description: project.description,
});

export const projectMetadata = (project: Project) =>
  pageMetadata(projectPage(project), { image: socialImage.project(project), article: project });

const noindex = { index: false, follow: true } as const;

/** An unlisted case study: for whoever has the link, never indexed, with the site's link image. */
export const unlistedMetadata = (project: Project) => ({
  ...pageMetadata(projectPage(project), { article: project }),
  robots: noindex,
});

/** A protected case study: its teaser or a neutral title, never anything of the project itself. */
export function protectedMetadata(project: Project, lang = defaultLanguage) {
  const { privateWork } = getWords(lang);
  const page: PageInfo = {
    path: `/portfolio/${project.id}/`,
    title: project.teaser?.title ?? privateWork.heading,
    description: project.teaser?.description ?? privateWork.metaDescription,
  };
  return { ...pageMetadata(page), robots: noindex };
}

type CaseStudyMetadata = ReturnType<typeof pageMetadata> & { robots?: typeof noindex };

export function caseStudyMetadata(project: Project): CaseStudyMetadata {
  if (project.access === 'protected') return protectedMetadata(project);
  return project.access === 'unlisted' ? unlistedMetadata(project) : projectMetadata(project);
}
