import { render, screen, waitFor, within } from '@testing-library/react';
import { fixturePassphrases, MARKER, privateSiteRoot } from './support/private-site';

// The sample projects plus the fixture's unlisted "open-by-link" and protected "nda-alpha" (with a
// teaser) and "nda-beta" (without): every output builder must leave the last three out.
const root = privateSiteRoot();
jest.spyOn(process, 'cwd').mockReturnValue(root);
Object.assign(process.env, fixturePassphrases);

const load = async () => ({
  projects: await import('@/lib/content/projects'),
  PortfolioPage: (await import('@/app/(default)/portfolio/page')).default,
  ProjectPage: (await import('@/app/(default)/portfolio/[id]/page')).default,
  metadata: await import('@/lib/seo/metadata'),
});

describe('unlisted and protected case studies', () => {
  it('are not in the portfolio list, except a protected teaser with its lock badge', async () => {
    const { PortfolioPage } = await load();
    const { container } = render(<PortfolioPage />);
    const card = screen
      .getByRole('heading', { level: 2, name: 'Trading desk redesign for a financial firm' })
      .closest('article')!;
    expect(within(card).getByText('Private · passphrase required')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open with Passphrase/ })).toHaveAttribute(
      'href',
      '/portfolio/nda-alpha/',
    );
    // The five samples, the fixture's public fresh-draft and nda-alpha's teaser.
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 7 projects');
    expect(container.innerHTML).not.toContain(MARKER);
    expect(container.innerHTML).not.toContain('open-by-link');
    expect(container.innerHTML).not.toContain('nda-beta');
  });

  it.each(['nda-alpha', 'nda-beta'])(
    'render only a teaser or neutral heading and the passphrase form: %s',
    async (id) => {
      const { ProjectPage, metadata, projects } = await load();
      const page = await ProjectPage({ params: Promise.resolve({ id }) });
      const { container } = render(page);
      expect(container.innerHTML).not.toContain(MARKER);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        id === 'nda-alpha' ? 'Trading desk redesign for a financial firm' : 'Private Case Study',
      );
      const field = await screen.findByLabelText('Passphrase');
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'current-password');
      // Disabled in the exported HTML (nothing could open it without JavaScript), enabled once run
      // (by the unlock component, whose own form then takes the server-rendered one's place).
      expect(field).toBeDisabled();
      await waitFor(() => expect(screen.getByLabelText('Passphrase')).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Open Case Study' })).toBeInTheDocument();
      const meta = metadata.caseStudyMetadata(projects.getProject(id)!);
      expect(JSON.stringify(meta)).not.toContain(MARKER);
      expect(meta.robots).toMatchObject({ index: false });
      expect(meta.openGraph.images[0].url).toMatch(/\/og\/site\.png$/);
    },
  );

  it('are marked noindex when unlisted, and still render in full', async () => {
    const { ProjectPage, metadata, projects } = await load();
    render(await ProjectPage({ params: Promise.resolve({ id: 'open-by-link' }) }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Qx7 Unlisted Title Marker',
    );
    const meta = metadata.caseStudyMetadata(projects.getProject('open-by-link')!);
    expect(meta.robots).toMatchObject({ index: false });
  });
});
