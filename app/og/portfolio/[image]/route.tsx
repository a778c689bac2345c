import { socialImageResponse } from '@/components/seo/social-image';
import { projectPage } from '@/lib/seo/metadata';
import { getListedProjects } from '@/lib/content/projects';
import { siteConfig } from '@/content/site';
import { fill } from '@/lib/i18n/fill';
import { getWords } from '@/lib/i18n/get-words';
import { defaultLanguage } from '@/lib/i18n/languages';

type Props = { params: Promise<{ image: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getListedProjects().map((project) => ({ image: `${project.id}.png` }));
}

export async function GET(_request: Request, { params }: Props) {
  const id = (await params).image.replace(/\.png$/, '');
  const project = getListedProjects().find((listed) => listed.id === id);
  if (!project) return new Response('Not found', { status: 404 });
  return socialImageResponse({
    label: project.category,
    title: project.title,
    stamp: fill(getWords(defaultLanguage).pager.socialStamp, { date: project.date }),
    path: projectPage(project).path,
    footnote: `${siteConfig.name} · ${siteConfig.role}`,
  });
}
