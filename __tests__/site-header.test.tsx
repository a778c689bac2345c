import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { siteConfig } from '@/lib/owner/site';
import { setPathname } from './support/next-navigation';

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0];

describe('SiteHeader', () => {
  it('links the brand title to the home page', () => {
    render(<SiteHeader lang="en" />);
    expect(screen.getByRole('link', { name: siteConfig.brand })).toHaveAttribute('href', '/');
  });

  it('lists the five pages in order', () => {
    render(<SiteHeader lang="en" />);
    const links = within(desktopNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Portfolio', '/portfolio/'],
      ['My Process', '/process/'],
      ['About', '/about/'],
      ['Contact', '/contact/'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/portfolio/', 'Portfolio'],
    ['/portfolio/atlas-base/', 'Portfolio'],
    ['/process/', 'My Process'],
    ['/about', 'About'],
    ['/contact/', 'Contact'],
  ])('marks only the current page on %s', (path, label) => {
    setPathname(path);
    render(<SiteHeader lang="en" />);
    const current = within(desktopNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });
});

describe('mobile menu', () => {
  it('starts closed', () => {
    render(<SiteHeader lang="en" />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
  });

  it('opens and closes the list with the menu button', async () => {
    const user = userEvent.setup();
    render(<SiteHeader lang="en" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole('link')).toHaveLength(5);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    render(<SiteHeader lang="en" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const menu = document.getElementById('mobile-menu')!;
    // jsdom cannot load another page; the menu's own click handler still runs.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    render(<SiteHeader lang="en" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.tab();
    expect(
      within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Home' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('marks the current page inside the open menu', async () => {
    setPathname('/contact/');
    const user = userEvent.setup();
    render(<SiteHeader lang="en" />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('SkipLink', () => {
  it('points at the main content', () => {
    render(<SkipLink lang="en" />);
    expect(screen.getByRole('link', { name: 'Skip to Content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });
});
