import { render, screen, within } from '@testing-library/react';
import ProjectPage, {
  generateMetadata,
  generateStaticParams,
} from '@/app/(default)/portfolio/[id]/page';
import { ProjectDetail } from '@/components/case-study/project-detail';
import { caseStudyCallToAction } from '@/lib/content/case-study';
import { getAdjacentProjects, getProject, getProjects } from '@/lib/content/projects';

const ids = [
  'atlas-base',
  'profitengine-center',
  '3d-laser-scanning',
  'focusgate-project-management',
  'gravity-dice-design',
];

describe('project detail', () => {
  it('pre-renders one page per project', () => {
    expect(generateStaticParams()).toEqual(ids.map((id) => ({ id })));
  });

  it.each(ids)('shows the full case study of %s', (id) => {
    const project = getProject(id)!;
    render(<ProjectDetail project={project} lang="en" />);
    expect(screen.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio/',
    );
    expect(screen.getByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: project.image.alt })).toHaveAttribute(
      'src',
      project.image.src,
    );
    const article = screen.getByRole('article');
    expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        // What clients say about the project (trust-sections.test.tsx) may follow The Results.
        .filter((heading) => !/^What (the Client|Clients) Says?$/.test(heading ?? '')),
    ).toEqual(['The Challenge', 'My Role', 'Process & Solution', 'The Results']);
    const firstOverviewParagraph = project.sections.Overview.split('\n\n')[0];
    expect(screen.getByText(firstOverviewParagraph)).toBeInTheDocument();
  });

  it.each(ids)('shows the process images of %s as numbered steps', (id) => {
    const project = getProject(id)!;
    render(<ProjectDetail project={project} lang="en" />);
    const process = screen.getByRole('region', { name: 'Process & Solution' });
    const images = within(process)
      .getAllByRole('link', { name: /^Process step/ })
      .map((link) => within(link).getByRole('img'));
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(
      project.processImages.map((_, i) => `Process step ${i + 1}`),
    );
    images.forEach((img) => {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    });
  });

  it.each([
    ['atlas-base', true],
    ['profitengine-center', true],
    ['3d-laser-scanning', false],
    ['focusgate-project-management', true],
    ['gravity-dice-design', false],
  ])('shows View Live Project for %s only when it has a live URL (%s)', (id, hasLiveUrl) => {
    const project = getProject(id)!;
    render(<ProjectDetail project={project} lang="en" />);
    const live = screen.queryByRole('link', { name: /View Live Project/ });
    if (!hasLiveUrl) {
      expect(live).not.toBeInTheDocument();
      return;
    }
    expect(live).toHaveAttribute('href', project.liveUrl);
    expect(live).toHaveAttribute('target', '_blank');
    expect(live).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("labels the live link with the case study's own words when it has them", () => {
    const project = { ...getProject('atlas-base')!, liveLabel: 'See It in the Shop' };
    render(<ProjectDetail project={project} lang="en" />);
    expect(screen.getByRole('link', { name: /^See It in the Shop/ })).toHaveAttribute(
      'href',
      project.liveUrl,
    );
    expect(screen.queryByRole('link', { name: /View Live Project/ })).not.toBeInTheDocument();
  });

  it('ends with the call to action to the contact page, after The Results', () => {
    const project = getProject('atlas-base')!;
    render(
      <ProjectDetail project={project} adjacent={getAdjacentProjects(project.id)} lang="en" />,
    );
    const cta = screen.getByRole('region', { name: caseStudyCallToAction.heading });
    expect(within(cta).getByText(caseStudyCallToAction.text)).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: caseStudyCallToAction.action })).toHaveAttribute(
      'href',
      '/contact/',
    );
    const results = screen.getByRole('region', { name: 'The Results' });
    expect(results.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['3d-laser-scanning', 'ProfitEngine Center', 'prev', 'FocusGate Project Management', 'next'],
    ['atlas-base', 'Gravity Dice Design', null, 'ProfitEngine Center', 'next'],
    ['gravity-dice-design', 'FocusGate Project Management', 'prev', 'Atlas Base', null],
  ])(
    'links %s to the previous (%s, rel=%s) and next (%s, rel=%s) project',
    (id, previousTitle, previousRel, nextTitle, nextRel) => {
      render(
        <ProjectDetail project={getProject(id)!} adjacent={getAdjacentProjects(id)} lang="en" />,
      );
      const pager = screen.getByRole('navigation', { name: 'More case studies' });
      const [previous, next] = within(pager).getAllByRole('link');
      for (const [link, label, title, rel] of [
        [previous, 'Previous Project', previousTitle, previousRel],
        [next, 'Next Project', nextTitle, nextRel],
      ] as const) {
        const project = getProjects().find((p) => p.title === title)!;
        expect(link).toHaveAccessibleName(`${label} ${title} ${project.category}`);
        expect(link).toHaveAttribute('href', `/portfolio/${project.id}/`);
        expect(link.getAttribute('rel')).toBe(rel);
        expect(link.querySelector('img')).toHaveAttribute('src', project.image.src);
      }
    },
  );

  it('shows Project not found and a way back for an unknown id', () => {
    render(<ProjectDetail project={getProject('no-such-id')} lang="en" />);
    expect(screen.getByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio/',
    );
  });

  it('treats an unknown id as not found in the route', async () => {
    await expect(ProjectPage({ params: Promise.resolve({ id: 'no-such-id' }) })).rejects.toThrow(
      /404/,
    );
  });

  it('titles and describes each case study with its own text', async () => {
    for (const project of getProjects()) {
      const metadata = await generateMetadata({ params: Promise.resolve({ id: project.id }) });
      expect(metadata).toMatchObject({ title: project.title, description: project.description });
    }
  });
});
