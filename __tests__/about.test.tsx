import { render, screen, within } from '@testing-library/react';
import AboutPage from '@/app/(default)/about/page';

const listUnder = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('About page', () => {
  it('has the heading and subheading', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Me' })).toBeInTheDocument();
    expect(
      screen.getByText('A Unique Blend of Digital and Physical Expertise'),
    ).toBeInTheDocument();
  });

  it('tells the biography in four paragraphs: film, web and UX, industrial design, the whole offer', () => {
    render(<AboutPage />);
    expect(screen.getByText(/film production/)).toBeInTheDocument();
    expect(screen.getByText(/moved to the web/)).toBeInTheDocument();
    expect(screen.getByText(/industrial design and manufacturing/)).toBeInTheDocument();
    expect(screen.getByText(/bring those worlds together/)).toBeInTheDocument();
  });

  it('lists the digital and physical technical expertise', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Technical Expertise' })).toBeInTheDocument();
    expect(listUnder('Digital')).toEqual([
      'React & TypeScript development',
      'UX/UI design & prototyping',
      'Film production & post-production',
      'Mobile app development',
    ]);
    expect(listUnder('Physical')).toEqual([
      'CAD design & 3D modeling',
      'Precision welding & fabrication',
      'Rapid prototyping',
      'Manufacturing process design',
    ]);
  });

  it('shows four tool tiles, each with a name and a logo', () => {
    render(<AboutPage />);
    const tiles = within(screen.getByRole('region', { name: 'Tools I Work With' })).getAllByRole(
      'listitem',
    );
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Adobe Creative Suite',
      '3D Laser Scanning',
      'Fusion 360',
      'AI Integration',
    ]);
    tiles.forEach((tile) =>
      expect(within(tile).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/\.svg$/)),
    );
  });

  it('closes with Ready to collaborate and a Get In Touch link', () => {
    render(<AboutPage />);
    const cta = screen.getByRole('region', { name: 'Ready to collaborate' });
    expect(within(cta).getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });
});
