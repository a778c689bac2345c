import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import { Intro } from '@/components/intro/intro';
import { Intro as NoIntro } from '@/components/intro/no-intro';
import { checkOwnerFile } from '@/lib/owner/owner-file';
import { ownerSchemas } from '@/lib/owner/schemas';
import { introTimeline } from '@/lib/owner/home';
import { siteConfig } from '@/lib/owner/site';
import { setMatchingMedia } from './support/media';

const homeSource = fs.readFileSync('content/home.yaml', 'utf8');

const renderIntro = ({ once = false } = {}) =>
  render(
    <Intro
      name={siteConfig.name}
      brand={siteConfig.brand}
      tagline={siteConfig.tagline}
      timeline={introTimeline}
      once={once}
    />,
  );

// The browser suite measures the real timings; here we read when each element is scheduled.
const revealDelay = (element: HTMLElement) => parseFloat(element.style.animationDelay) / 1000;

describe('Intro', () => {
  it('shows the loading panel with its progress bar first', () => {
    renderIntro();
    expect(screen.getByText('Initializing...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading portfolio' })).toBeInTheDocument();
  });

  it('renders the hero text so it is in the exported HTML', () => {
    renderIntro();
    expect(screen.getByRole('heading', { level: 1, name: siteConfig.name })).toBeInTheDocument();
    expect(screen.getByText(siteConfig.brand)).toBeInTheDocument();
    expect(screen.getByText(siteConfig.tagline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Work' })).toHaveAttribute(
      'href',
      '/portfolio/',
    );
  });

  it('reveals heading, subtitle, tagline and button at 3.5, 4.0, 4.5 and 5.0 seconds', () => {
    renderIntro();
    const revealed = [
      screen.getByRole('heading', { level: 1 }),
      screen.getByText(siteConfig.brand),
      screen.getByText(siteConfig.tagline),
      screen.getByRole('link', { name: 'View My Work' }).parentElement!,
    ];
    expect(revealed.map(revealDelay)).toEqual([3.5, 4, 4.5, 5]);
  });

  it('ends the loading panel at 5.5 seconds', () => {
    renderIntro();
    const panel = screen.getByText('Initializing...').parentElement!;
    const end = parseFloat(panel.style.animationDelay) + parseFloat(panel.style.animationDuration);
    expect(end).toBe(5500);
  });

  it('removes the loading panel when its fade-out animation ends', () => {
    renderIntro();
    fireEvent.animationEnd(screen.getByText('Initializing...').parentElement!);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('ends at once if the loading panel had faded out before the scripts arrived', () => {
    // jsdom has no Web Animations API: stand in for a browser whose animations have all finished.
    const finished = [{ playState: 'finished', startTime: 0 }] as unknown as Animation[];
    HTMLElement.prototype.getAnimations = () => finished;
    try {
      renderIntro();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 }).style.animationDelay).toBe('');
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).getAnimations;
    }
  });

  it('reveals everything at once and moves focus to the heading on Skip Intro', async () => {
    const user = userEvent.setup();
    renderIntro();
    await user.click(screen.getByRole('button', { name: 'Skip Intro' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.style.animationDelay).toBe('');
    expect(
      screen.getByRole('link', { name: 'View My Work' }).parentElement!.style.animationDelay,
    ).toBe('');
    expect(heading).toHaveFocus();
  });

  it('can be skipped from the keyboard', async () => {
    const user = userEvent.setup();
    renderIntro();
    screen.getByRole('button', { name: 'Skip Intro' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows everything at once, with no intro, when reduced motion is preferred', () => {
    setMatchingMedia(['(prefers-reduced-motion: reduce)']);
    renderIntro();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip Intro' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).style.animationDelay).toBe('');
  });
});

// content/home.yaml `intro`: once per browser session, or none (components/intro/no-intro.tsx).
describe('Intro once per session', () => {
  const renderOnce = () => renderIntro({ once: true });
  afterEach(() => sessionStorage.clear());

  it('plays on the first visit of the session', () => {
    renderOnce();
    expect(screen.getByRole('progressbar', { name: 'Loading portfolio' })).toBeInTheDocument();
  });

  it('shows the hero at once on a later visit in the same session', () => {
    renderOnce().unmount();
    renderOnce();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip Intro' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).style.animationDelay).toBe('');
  });

  it('plays again in a new session', () => {
    renderOnce().unmount();
    sessionStorage.clear();
    renderOnce();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('plays on every visit when the setting is always', () => {
    renderIntro().unmount();
    renderIntro();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});

describe('Home without an intro', () => {
  it('renders the hero whole, with no panel, no skip button and no timed reveal', () => {
    render(
      <NoIntro
        name={siteConfig.name}
        brand={siteConfig.brand}
        tagline={siteConfig.tagline}
        timeline={introTimeline}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: siteConfig.name })).toBeInTheDocument();
    expect(screen.getByText(siteConfig.tagline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Work' })).toHaveAttribute(
      'href',
      '/portfolio/',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip Intro' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).style.animationDelay).toBe('');
  });
});

describe('the intro setting in content/home.yaml', () => {
  const check = (intro: string) =>
    checkOwnerFile(
      'content/home.yaml',
      homeSource.replace(/^intro: \w+$/m, `intro: ${intro}`),
      ownerSchemas.home,
    ).problems;

  it('accepts always, once and none', () => {
    expect(['always', 'once', 'none'].flatMap(check)).toEqual([]);
  });

  it('names the file, line and choices for another value', () => {
    expect(check('sometimes').join()).toMatch(/content\/home\.yaml:\d+.*intro.*always, once, none/);
  });
});
