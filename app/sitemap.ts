import type { MetadataRoute } from 'next';
import { projectPage } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/owner/site';
import { alternateLanguages } from '@/lib/i18n/alternates';
import { languages } from '@/lib/i18n/languages';
import { pathFor } from '@/lib/i18n/paths';
import { getListedProjectsIn, languagesOf } from '@/lib/i18n/projects';
import { absoluteUrl } from '@/lib/site/site-url';
import { notesSitemap } from '@/lib/notes/notes-sitemap';

export const dynamic = 'force-static';

/** Each language's address of a page, with the page's hreflang set (none with one language). */
const entries = (path: string, available: readonly string[], lastModified?: string) => {
  const hreflang = alternateLanguages(path, available);
  return available.map((lang) => ({
    url: absoluteUrl(pathFor(lang, path)),
    ...(lastModified ? { lastModified } : {}),
    ...(hreflang ? { alternates: { languages: hreflang } } : {}),
  }));
};

// Dates come from the content, never the build: a case study's front matter `date`, and for the
// pages that list case studies, the newest of them. Pages without a dated source carry none.
// A case study is listed in the languages it is translated into.
export default function sitemap(): MetadataRoute.Sitemap {
  const projects = getListedProjectsIn(languages[0]);
  const newest = projects
    .map((project) => project.date)
    .sort()
    .at(-1);
  const listsProjects = new Set(['/', '/portfolio/']);
  return [
    ...siteConfig.nav.flatMap(({ href }) =>
      entries(href, languages, listsProjects.has(href) ? newest : undefined),
    ),
    ...projects.flatMap((project) =>
      entries(
        projectPage(project).path,
        languagesOf(project.id).filter((lang) =>
          getListedProjectsIn(lang).some((listed) => listed.id === project.id),
        ),
        project.date,
      ),
    ),
    ...notesSitemap(),
  ];
}
