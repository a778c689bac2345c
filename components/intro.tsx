'use client';

import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type AnimationEvent,
  type ReactNode,
} from 'react';
import type { introTimeline } from '@/content/home';
import { ButtonLink } from './ui/button-link';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;

type IntroProps = {
  name: string;
  brand: string;
  tagline: string;
  timeline: typeof introTimeline;
  /** The hero image, rendered on the server so it adds no JavaScript. */
  media?: ReactNode;
};

const PANEL_FADE_MS = 200;

// The reveal is timed by CSS animations (tailwind.config.ts), which start with the first paint of
// the exported HTML, so the timings hold before and without JavaScript; this component only ends the intro early (skip, reduced motion) and removes
// the loading panel once its animation has finished.
export function Intro({ name, brand, tagline, timeline, media }: IntroProps) {
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const [ended, setEnded] = useState(false);
  const [skipped, setSkipped] = useState(false);
  const finished = ended || skipped || reducedMotion;
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (skipped) heading.current?.focus();
  }, [skipped]);

  // CSS starts the animations at the first paint. On the first page load, re-anchor them to
  // navigation start so the spec's times hold from the visitor's click, however slow the paint.
  useEffect(() => {
    const firstPaint = performance.getEntriesByName?.('first-contentful-paint')[0]?.startTime;
    if (firstPaint === undefined || !section.current?.getAnimations) return;
    for (const animation of section.current.getAnimations({ subtree: true })) {
      const start = animation.startTime;
      if (typeof start === 'number' && start <= firstPaint) animation.startTime = 0;
    }
  }, []);

  const revealAt = (ms: number) => (finished ? undefined : { animationDelay: `${ms}ms` });

  const onPanelAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) setEnded(true);
  };

  return (
    <section
      ref={section}
      aria-labelledby="hero-heading"
      data-intro={finished ? 'done' : 'running'}
      className="group relative overflow-hidden border-b border-line"
    >
      <div
        aria-hidden
        className="blueprint-grid absolute inset-0 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="container relative grid items-center gap-10 py-10 sm:py-16 lg:min-h-[calc(100svh-4rem)] lg:grid-cols-[1.05fr_0.95fr] lg:gap-16">
        <div className="lg:order-2">
          <div className="relative overflow-hidden rounded-xl border border-line bg-[#0e1726] shadow-xl shadow-ink/10">
            {media}
            {finished ? null : (
              <div
                className="absolute inset-0 flex animate-fade-out flex-col justify-end gap-4 bg-[#0e1726]/95 p-5 font-mono text-sm text-[#e6edf7] motion-reduce:hidden sm:p-8"
                style={{
                  animationDelay: `${timeline.loadingEnds - PANEL_FADE_MS}ms`,
                  animationDuration: `${PANEL_FADE_MS}ms`,
                }}
                onAnimationEnd={onPanelAnimationEnd}
              >
                <div className="space-y-1.5 text-xs text-[#9fb0c8] sm:text-sm">
                  <p>&gt; loading modules: design, engineering, manufacturing</p>
                  <p>&gt; calibrating tolerances ±0.1 mm</p>
                </div>
                <p className="text-base text-[#e6edf7]">Initializing...</p>
                <div
                  role="progressbar"
                  aria-label="Loading portfolio"
                  className="h-1.5 overflow-hidden rounded-full bg-[#1e2b40]"
                >
                  <div
                    className="h-full origin-left animate-progress rounded-full bg-[#ff6a2b]"
                    style={{ animationDuration: `${timeline.loadingEnds}ms` }}
                  />
                </div>
                <button
                  type="button"
                  onClick={() => setSkipped(true)}
                  className="absolute right-3 top-3 rounded-md border border-[#2b3a55] px-3 py-1.5 text-xs text-[#e6edf7] hover:border-[#ff6a2b] focus-visible:outline-[#ff6a2b]"
                >
                  Skip intro
                </button>
              </div>
            )}
          </div>
        </div>
        <div className="lg:order-1">
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
            <ButtonLink href="/portfolio/">View My Work</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
