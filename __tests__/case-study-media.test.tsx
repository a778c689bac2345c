// The case study's moving and comparing parts (components/case-study/media), by role: the loop's
// pause/play button and when it plays, the before/after handle, the prototype card, and the markup
// each sends before any JavaScript runs.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { BeforeAfter } from '@/components/case-study/media/before-after';
import { LoopVideo } from '@/components/case-study/media/loop-video';
import { PrototypeCard } from '@/components/case-study/media/prototype-card';
import { readVideo } from '@/lib/media/videos';
import { setMatchingMedia } from './support/media';

const video = readVideo('/videos/atlas-base-assembly.mp4');
const label = 'The enclosure closing over its parts';

// jsdom has no IntersectionObserver and does not play media: the observer is driven by the test,
// play() and pause() only fire the events a browser fires.
let observed: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
beforeEach(() => {
  observed = undefined;
  window.IntersectionObserver = class {
    constructor(callback: typeof observed) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

const scroll = (inView: boolean) => act(() => observed?.([{ isIntersecting: inView }]));

describe('LoopVideo', () => {
  it('sends a poster, its size and the browser controls before JavaScript runs', () => {
    document.body.innerHTML = renderToString(<LoopVideo video={video} label={label} />);
    const element = document.querySelector('video')!;
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAttribute('poster', '/videos/atlas-base-assembly.poster.webp');
    expect(element).toHaveAttribute('width', '2240');
    expect(element).toHaveAttribute('height', '1680');
    expect(element).not.toHaveAttribute('autoplay');
    expect([...element.querySelectorAll('source')].map((s) => s.type)).toEqual([
      'video/webm',
      'video/mp4',
    ]);
    expect(screen.getByRole('link', { name: 'open the file' })).toHaveAttribute(
      'href',
      '/videos/atlas-base-assembly.mp4',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('plays only while in view, with a pause button that works by keyboard', async () => {
    const user = userEvent.setup();
    render(<LoopVideo video={video} label={label} />);
    expect(screen.getByLabelText(label)).not.toHaveAttribute('controls');
    expect(screen.getByRole('button', { name: 'Play Video' })).toBeInTheDocument();
    scroll(true);
    const pause = screen.getByRole('button', { name: 'Pause Video' });
    scroll(false);
    expect(screen.getByRole('button', { name: 'Play Video' })).toBeInTheDocument();
    scroll(true);
    pause.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Play Video' })).toHaveFocus();
    scroll(false);
    scroll(true);
    expect(screen.getByRole('button', { name: 'Play Video' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause Video' })).toHaveFocus();
  });

  it('never starts by itself under reduced motion, but plays when asked', async () => {
    setMatchingMedia(['(prefers-reduced-motion: reduce)']);
    const user = userEvent.setup();
    render(<LoopVideo video={video} label={label} />);
    scroll(true);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Play Video' }));
    expect(screen.getByRole('button', { name: 'Pause Video' })).toBeInTheDocument();
  });
});

describe('BeforeAfter', () => {
  const picture = (alt: string) => ({ src: `/${alt}.svg`, width: 1600, height: 1000, alt });
  const compare = <BeforeAfter before={picture('sketch')} after={picture('render')} />;

  it('has a labelled handle that says how much of the before it shows, and moves the cut', () => {
    render(compare);
    const handle = screen.getByRole('slider', { name: 'Compare before and after' });
    expect(handle).toHaveAttribute('aria-valuetext', '50 % before');
    fireEvent.change(handle, { target: { value: '40' } });
    expect(handle).toHaveAttribute('aria-valuetext', '40 % before');
    const cut = screen.getByRole('img', { name: 'render' }).closest('[style]');
    expect(cut).toHaveStyle({ '--split': '40%' });
  });

  it('sends both images, each labelled, before JavaScript runs', () => {
    document.body.innerHTML = renderToString(compare);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'sketch',
      'render',
    ]);
    expect(screen.getAllByText('Before')[0]).toBeInTheDocument();
    expect(screen.getAllByText('After')[0]).toBeInTheDocument();
  });
});

it('PrototypeCard says where the link goes and opens it safely', () => {
  render(<PrototypeCard href="https://www.figma.com/proto/abc" label="Try the setup flow" />);
  const link = screen.getByRole('link', {
    name: /Try the setup flow.*Opens on figma\.com.*\(opens in a new tab\)/,
  });
  expect(link).toHaveAttribute('href', 'https://www.figma.com/proto/abc');
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(screen.getAllByRole('link')).toHaveLength(1);
});

it("PrototypeCard shows the owner's poster under the host, or a drawn screen without one", () => {
  const poster = { src: '/images/app.svg', width: 1600, height: 1000, alt: 'The app' };
  const { container, rerender } = render(
    <PrototypeCard href="https://www.figma.com/proto/abc" label="Try it" poster={poster} />,
  );
  const link = screen.getByRole('link');
  // The poster and the drawn address bar are decoration: the link's name already says it all.
  expect(link.querySelector('img')).toHaveAttribute('src', '/images/app.svg');
  expect(link.querySelector('img')).toHaveAttribute('alt', '');
  expect(screen.getByText('figma.com', { exact: true })).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
  expect(container.querySelectorAll('svg')).toHaveLength(1);

  rerender(<PrototypeCard href="https://framer.website/demo" label="Try it" />);
  // Without a poster, the drawn screen and its pointer icon beside the arrow of "Opens on".
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelectorAll('svg')).toHaveLength(2);
  expect(screen.getByText('framer.website', { exact: true })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Try it.*Opens on framer\.website/ })).toBeVisible();
});
