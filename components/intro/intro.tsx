'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { introTimeline } from '@/lib/owner/home';
import { intro } from '@/lib/i18n/words/en/intro';
import { anchorAnimations, firstLoadScript } from './intro-clock';
import { IntroLoadingPanel } from './intro-loading-panel';
import { ButtonLink } from '../ui/button-link';
import { darkFrame } from '../ui/image-frame';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;

const subscribeToNothing = () => () => {};

type IntroProps = {
  name: string;
  brand: string;
  tagline: string;
  timeline: typeof introTimeline;
  /** The hero image, rendered on the server so it adds no JavaScript. */
  media?: ReactNode;
  /** A line above the heading (the owner's availability), revealed with it; server-rendered. */
  status?: ReactNode;
  /** The intro's words in another language (English is built in). */
  words?: typeof intro;
  /** The portfolio in the page's language (another language than the default). */
  portfolioHref?: string;
};

// The reveal is timed by CSS animations (tailwind.config.ts), so it runs before and without
// JavaScript; `intro-clock.ts` makes them count from navigation start or from a client-side visit.
// This component ends the intro early (skip, reduced motion) and removes the loading panel once
// its animation has finished.
export function Intro({
  name,
  brand,
  tagline,
  timeline,
  media,
  status,
  words = intro,
  portfolioHref = '/portfolio/',
}: IntroProps) {
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const [ended, setEnded] = useState(false);
  const [skipped, setSkipped] = useState(false);
  const finished = ended || skipped || reducedMotion;
  // True only while React hydrates the exported HTML, whose inline script has already run; a
  // client-side render leaves it out (React never runs a script it renders).
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (skipped) heading.current?.focus();
  }, [skipped]);

  // A client-side visit counts from now; on the first load the inline script has already
  // anchored everything to navigation start, which this leaves alone.
  useLayoutEffect(() => anchorAnimations(section.current, performance.now()), []);

  const revealAt = (ms: number) => (finished ? undefined : { animationDelay: `${ms}ms` });

  return (
    <section
      ref={section}
      id="intro"
      aria-labelledby="hero-heading"
      data-intro={finished ? 'done' : 'running'}
      className="group relative overflow-hidden border-b border-line"
    >
      {/* The first frame waits until the whole intro is parsed (Chromium; others ignore it): with no
          render-blocking stylesheet, a slow phone could paint the header alone before the loading
          panel. Chromium lets the frame go once the element named is in the document, not once it
          is complete, so it names an empty marker at the intro's end: naming the section let a
          frame show an empty "Skip intro" button that grew when its words came (a layout shift).
          React hoists it into <head>; added later, on a client-side visit, it holds nothing. */}
      <link rel="expect" href="#intro-end" blocking="render" />
      {hydrating ? (
        <script
          type="module"
          async
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: firstLoadScript }}
        />
      ) : null}
      <div
        aria-hidden
        className="blueprint-grid absolute inset-0 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="container relative grid items-center gap-10 py-10 sm:py-16 lg:min-h-[calc(100svh-4rem)] lg:grid-cols-[1.05fr_0.95fr] lg:gap-16">
        <div className="lg:order-2">
          <div
            className={`relative overflow-hidden rounded-xl border border-line bg-[#0e1726] shadow-xl shadow-ink/10 ${darkFrame}`}
          >
            {media}
            {finished ? null : (
              <IntroLoadingPanel
                loadingEnds={timeline.loadingEnds}
                words={words}
                onEnd={() => setEnded(true)}
                onSkip={() => setSkipped(true)}
              />
            )}
          </div>
        </div>
        <div className="lg:order-1">
          {status ? (
            <div
              className="mb-5 group-data-[intro=done]:animate-none motion-safe:animate-reveal"
              style={revealAt(timeline.heading)}
            >
              {status}
            </div>
          ) : null}
          <h1
            id="hero-heading"
            ref={heading}
            tabIndex={-1}
            className="text-display font-semibold outline-none group-data-[intro=done]:animate-none motion-safe:animate-reveal"
            style={revealAt(timeline.heading)}
          >
            {name}
          </h1>
          <p
            className="mt-4 font-mono text-lg font-medium text-accent group-data-[intro=done]:animate-none motion-safe:animate-reveal sm:text-xl"
            style={revealAt(timeline.subtitle)}
          >
            {brand}
          </p>
          <p
            className="mt-6 max-w-xl text-lead text-muted group-data-[intro=done]:animate-none motion-safe:animate-reveal"
            style={revealAt(timeline.tagline)}
          >
            {tagline}
          </p>
          <div
            className="mt-8 group-data-[intro=done]:animate-none motion-safe:animate-reveal"
            style={revealAt(timeline.cta)}
          >
            <ButtonLink href={portfolioHref}>{words.viewWork}</ButtonLink>
          </div>
        </div>
      </div>
      <span id="intro-end" hidden />
    </section>
  );
}
