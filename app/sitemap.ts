import type { MetadataRoute } from 'next';
import { projectPage } from '@/lib/seo/metadata';
import { getListedProjects } from '@/lib/content/projects';
import { siteConfig } from '@/content/site';
import { absoluteUrl } from '@/lib/site/site-url';

export const dynamic = 'force-static';

// Dates come from the content, never the build: a case study's front matter `date`, and for the
// pages that list case studies, the newest of them. Pages without a dated source carry none.
export default function sitemap(): MetadataRoute.Sitemap {
  const projects = getListedProjects();
  const newest = projects
    .map((project) => project.date)
    .sort()
    .at(-1);
  const listsProjects = new Set(['/', '/portfolio/']);
  return [
    ...siteConfig.nav.map(({ href }) => ({
      url: absoluteUrl(href),
      ...(listsProjects.has(href) && newest ? { lastModified: newest } : {}),
    })),
    ...projects.map((project) => ({
      url: absoluteUrl(projectPage(project).path),
      lastModified: project.date,
    })),
  ];
}
