import { socialImageResponse } from '@/components/social-image';
import { projectPage } from '@/lib/seo/metadata';
import { getProject, getProjects } from '@/lib/content/projects';
import { siteConfig } from '@/content/site';

type Props = { params: Promise<{ image: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getProjects().map((project) => ({ image: `${project.id}.png` }));
}

export async function GET(_request: Request, { params }: Props) {
  const project = getProject((await params).image.replace(/\.png$/, ''));
  if (!project) return new Response('Not found', { status: 404 });
  return socialImageResponse({
    label: project.category,
    title: project.title,
    stamp: `Case study · ${project.date}`,
    path: projectPage(project).path,
    footnote: `${siteConfig.name} · ${siteConfig.role}`,
  });
}
