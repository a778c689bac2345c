import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectArticle } from '@/components/case-study/project-article';
import { ProcessGallery } from '@/components/case-study/process-gallery';
import { ProjectFacts } from '@/components/case-study/project-facts';
import { Prose } from '@/components/case-study/prose';
import { ProjectCard } from '@/components/portfolio/project-card';
import { getProject } from '@/lib/content/projects';
import { installDialog } from './support/dialog';

const atlas = getProject('atlas-base')!;

beforeEach(installDialog);

/** The figure whose caption matches (jsdom does not name a figure by its figcaption). */
const figure = (caption: string | RegExp) => {
  const found = screen
    .getAllByRole('figure')
    .filter((element) =>
      [...element.querySelectorAll('figcaption')].some((c) =>
        typeof caption === 'string' ? c.textContent === caption : caption.test(c.textContent ?? ''),
      ),
    );
  expect(found).toHaveLength(1);
  return found[0];
};

/** The definition list's terms with their details, as the page reads them. */
const pairs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('a case study that tells its story', () => {
  it('shows the facts at a glance as a definition list', () => {
    render(<ProjectArticle project={atlas} portfolioHref="/portfolio/" />);
    const facts = screen.getByRole('region', { name: 'Project Facts' });
    expect(pairs(facts)).toEqual([
      ['Client', 'Northwind Devices'],
      ['Year', '2025'],
      ['Duration', '14 weeks'],
      ['Role', 'Lead industrial designer and mechanical engineer'],
      ['Team', '1 designer, 1 electronics engineer'],
      ['Deliverables', 'Industrial designEnclosure CADThermal conceptSupplier handover'],
    ]);
  });

  it('says a client is confidential without naming it', () => {
    render(<ProjectFacts facts={{ confidentialClient: true, year: '2024' }} />);
    expect(pairs(screen.getByRole('region', { name: 'Project Facts' }))).toEqual([
      ['Client', 'Confidential (under NDA)'],
      ['Year', '2024'],
    ]);
  });

  it('draws no facts or results for a case study without them', () => {
    const { results, facts, ...plain } = atlas;
    expect(results && facts).toBeTruthy();
    render(<ProjectArticle project={plain} portfolioHref="/portfolio/" />);
    expect(screen.queryByRole('region', { name: 'Project Facts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Results at a Glance' })).not.toBeInTheDocument();
  });

  it('sets the results under the hero, each value with what it measures', () => {
    render(<ProjectArticle project={atlas} portfolioHref="/portfolio/" />);
    const results = screen.getByRole('region', { name: 'Results at a Glance' });
    expect(
      within(results)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['100 W', '9–24 V', '6 min']);
    expect(within(results).getByText('USB Power Delivery from one fanless unit')).toBeVisible();
  });

  it('shows section images as figures with their captions', () => {
    render(<ProjectArticle project={atlas} portfolioHref="/portfolio/" />);
    const wide = figure(/^Section A–A: the hottest parts/);
    expect(within(wide).getByRole('img')).toHaveAccessibleName(/^Section through the Atlas Base/);
    expect(within(wide).getByRole('img')).toHaveAttribute('width', '2000');
    const detail = figure(/^The ports sit in a milled recess/);
    expect(within(detail).getByRole('img')).toHaveAccessibleName(/USB-C ports/);
  });

  it('renders a group of images, a video loop and the media containers with plain fallbacks', () => {
    render(
      <Prose
        markdown={[
          '![One](/a.svg "First")\n![Two](/b.svg "Second")\n![Three](/c.svg)',
          '![A loop](/loop.mp4 "It turns")',
          '::: before-after\n![Old](/old.png)\n![New](/new.png)\n:::',
          '::: prototype\n[Try the prototype](https://www.figma.com/proto/x)\n:::',
        ].join('\n\n')}
      />,
    );
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'One',
      'Two',
      'Three',
      'Old',
      'New',
    ]);
    expect(figure('It turns')).toBeVisible();
    expect(figure('Before')).toBeVisible();
    expect(figure('After')).toBeVisible();
    expect(screen.getByRole('link', { name: /Try the prototype/ })).toHaveAttribute(
      'href',
      'https://www.figma.com/proto/x',
    );
  });

  it('captions process images in the gallery and in the lightbox, after the step', async () => {
    const user = userEvent.setup();
    render(<ProcessGallery images={atlas.processImages} />);
    const caption = atlas.processImages[1].caption!;
    expect(figure(caption)).toBeVisible();
    await user.click(screen.getAllByRole('link', { name: /^Process step \d+/ })[1]);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Process step 2 of 3');
    expect(dialog).toHaveAccessibleDescription(caption);
    expect(within(dialog).getByText(caption)).toBeVisible();
  });

  it('shows the first result on the card when the case study asks for it', () => {
    const { rerender } = render(<ProjectCard project={atlas} lang="en" />);
    expect(screen.getByText('100 W')).toBeVisible();
    rerender(<ProjectCard project={{ ...atlas, resultsOnCard: false }} lang="en" />);
    expect(screen.queryByText('100 W')).not.toBeInTheDocument();
  });
});
