import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Intro } from '@/components/intro/intro';
import { introTimeline } from '@/lib/owner/home';
import { siteConfig } from '@/lib/owner/site';
import { setMatchingMedia } from './support/media';

const renderIntro = () =>
  render(
    <Intro
      name={siteConfig.name}
      brand={siteConfig.brand}
      tagline={siteConfig.tagline}
      timeline={introTimeline}
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

  it('reveals everything at once and moves focus to the heading on Skip intro', async () => {
    const user = userEvent.setup();
    renderIntro();
    await user.click(screen.getByRole('button', { name: 'Skip intro' }));
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
    screen.getByRole('button', { name: 'Skip intro' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows everything at once, with no intro, when reduced motion is preferred', () => {
    setMatchingMedia(['(prefers-reduced-motion: reduce)']);
    renderIntro();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip intro' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).style.animationDelay).toBe('');
  });
});
