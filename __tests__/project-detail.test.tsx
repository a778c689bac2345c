import { render, screen, within } from '@testing-library/react';
import ProjectPage, { generateMetadata, generateStaticParams } from '@/app/portfolio/[id]/page';
import { ProjectDetail } from '@/components/project-detail';
import { getProject, getProjects } from '@/content/projects';

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
    render(<ProjectDetail project={project} />);
    expect(screen.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio/',
    );
    expect(screen.getByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: project.image.alt })).toHaveAttribute(
      'src',
      project.image.src,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The Challenge',
      'My Role',
      'Process & Solution',
      'The Results',
    ]);
    const firstOverviewParagraph = project.sections.Overview.split('\n\n')[0];
    expect(screen.getByText(firstOverviewParagraph)).toBeInTheDocument();
  });

  it.each(ids)('shows the process images of %s as numbered steps', (id) => {
    const project = getProject(id)!;
    render(<ProjectDetail project={project} />);
    const process = screen.getByRole('region', { name: 'Process & Solution' });
    const images = within(process).getAllByRole('img');
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
    render(<ProjectDetail project={project} />);
    const live = screen.queryByRole('link', { name: /View Live Project/ });
    if (!hasLiveUrl) {
      expect(live).not.toBeInTheDocument();
      return;
    }
    expect(live).toHaveAttribute('href', project.liveUrl);
    expect(live).toHaveAttribute('target', '_blank');
    expect(live).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows Project not found and a way back for an unknown id', () => {
    render(<ProjectDetail project={getProject('no-such-id')} />);
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
