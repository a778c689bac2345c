import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PortfolioPage from '@/app/(default)/portfolio/page';
import { getProject } from '@/lib/content/projects';

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

const all = [
  'Atlas Base',
  'ProfitEngine Center',
  '3D Laser Scanning',
  'FocusGate Project Management',
  'Gravity Dice Design',
];

const address = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => window.history.replaceState(null, '', '/portfolio/'));

describe('Portfolio page', () => {
  it('opens with the heading and intro of content/portfolio.yaml', () => {
    render(<PortfolioPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Selected Projects' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Digital products, engineered hardware/)).toBeInTheDocument();
  });

  it('offers the four category filters with All selected', () => {
    render(<PortfolioPage />);
    const filters = screen.getAllByRole('button');
    expect(filters.map((b) => b.textContent)).toEqual([
      'All',
      'UX & Digital',
      'Industrial Design & Engineering',
      'Brand Development',
    ]);
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
  });

  it('shows every project by default', () => {
    render(<PortfolioPage />);
    expect(titles()).toEqual(all);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 5 projects');
  });

  it.each([
    ['UX & Digital', ['ProfitEngine Center', '3D Laser Scanning', 'FocusGate Project Management']],
    ['Industrial Design & Engineering', ['Atlas Base', 'Gravity Dice Design']],
    ['All', all],
  ])('shows only %s projects when that filter is chosen', async (category, expected) => {
    const user = userEvent.setup();
    render(<PortfolioPage />);
    await user.click(screen.getByRole('button', { name: 'Brand Development' }));
    await user.click(screen.getByRole('button', { name: category }));
    expect(screen.getByRole('button', { name: category, pressed: true })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(titles()).toEqual(expected);
  });

  it('announces how many projects are shown', async () => {
    const user = userEvent.setup();
    render(<PortfolioPage />);
    await user.click(screen.getByRole('button', { name: 'Industrial Design & Engineering' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 projects in Industrial Design & Engineering',
    );
  });

  it('shows a friendly empty state for Brand Development', async () => {
    const user = userEvent.setup();
    render(<PortfolioPage />);
    await user.click(screen.getByRole('button', { name: 'Brand Development' }));
    expect(screen.getByRole('status')).toHaveTextContent('0 projects in Brand Development');
    expect(
      screen.getByRole('heading', { name: 'No Brand Development Projects Yet' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /^View Project/ })).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });

  it('gives each card an image, category, title, description and a View Project link', () => {
    render(<PortfolioPage />);
    const project = getProject('gravity-dice-design')!;
    const card = screen.getByRole('heading', { name: project.title }).closest('article')!;
    expect(within(card).getByRole('img', { name: project.image.alt })).toHaveAttribute(
      'src',
      project.image.src,
    );
    expect(within(card).getByText('Industrial Design & Engineering')).toBeInTheDocument();
    expect(within(card).getByText(project.description)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^View Project\s?: Gravity Dice Design$/ }),
    ).toHaveAttribute('href', '/portfolio/gravity-dice-design/');
  });

  it.each([
    ['ux-digital', 'UX & Digital', 3],
    ['industrial-design-engineering', 'Industrial Design & Engineering', 2],
    ['brand-development', 'Brand Development', 0],
  ])('selects the filter named by ?category=%s on load', (slug, category, shown) => {
    window.history.replaceState(null, '', `/portfolio/?category=${slug}`);
    render(<PortfolioPage />);
    expect(screen.getByRole('button', { name: category, pressed: true })).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /^View Project/ })).toHaveLength(shown);
  });

  it('falls back to All for an unknown category in the address', () => {
    window.history.replaceState(null, '', '/portfolio/?category=furniture');
    render(<PortfolioPage />);
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    expect(titles()).toEqual(all);
  });

  it('puts the chosen filter in the address without adding a history entry', async () => {
    const user = userEvent.setup();
    render(<PortfolioPage />);
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Industrial Design & Engineering' }));
    expect(address()).toBe('/portfolio/?category=industrial-design-engineering');
    await user.click(screen.getByRole('button', { name: 'UX & Digital' }));
    expect(address()).toBe('/portfolio/?category=ux-digital');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(address()).toBe('/portfolio/');
    expect(window.history.length).toBe(entries);
  });
});
