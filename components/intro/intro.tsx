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
import { introSeen, markIntroSeen, seenScript } from './intro-once';
import { Hero } from '../home/hero';

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
  /** Once per browser session (content/home.yaml `intro: once`) instead of on every visit. */
  once?: boolean;
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
  once = false,
}: IntroProps) {
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const [ended, setEnded] = useState(false);
  const [skipped, setSkipped] = useState(false);
  const [seen, setSeen] = useState(false);
  const finished = ended || skipped || reducedMotion || seen;
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

  // `once`: read whether this session has seen the intro before this visit records it (a ref, so
  // React's development double effects do not read this visit's own record).
  const seenBefore = useRef<boolean>(undefined);
  useLayoutEffect(() => {
    if (!once) return;
    seenBefore.current ??= introSeen();
    markIntroSeen();
    if (seenBefore.current) setSeen(true);
  }, [once]);

  // A client-side visit counts from now; on the first load the inline script has already
  // anchored everything to navigation start, which this leaves alone.
  useLayoutEffect(() => anchorAnimations(section.current, performance.now()), []);

  return (
    <Hero
      name={name}
      brand={brand}
      tagline={tagline}
      media={media}
      status={status}
      viewWork={words.viewWork}
      portfolioHref={portfolioHref}
      intro={{
        running: !finished,
        timeline,
        sectionRef: section,
        headingRef: heading,
        start: (
          <>
            {/* The first frame waits until the whole intro is parsed (Chromium; others ignore it):
                with no render-blocking stylesheet, a slow phone could paint the header alone
                before the loading panel. Chromium lets the frame go once the element named is in
                the document, not once it is complete, so it names an empty marker at the intro's
                end: naming the section let a frame show an empty "Skip Intro" button that grew
                when its words came (a layout shift). React hoists it into <head>; added later, on
                a client-side visit, it holds nothing. */}
            <link rel="expect" href="#intro-end" blocking="render" />
            {hydrating ? (
              <script
                type="module"
                async
                suppressHydrationWarning
                dangerouslySetInnerHTML={{ __html: firstLoadScript }}
              />
            ) : null}
          </>
        ),
        end:
          hydrating && once ? (
            <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: seenScript }} />
          ) : null,
        panel: finished ? null : (
          <IntroLoadingPanel
            loadingEnds={timeline.loadingEnds}
            words={words}
            onEnd={() => setEnded(true)}
            onSkip={() => setSkipped(true)}
          />
        ),
      }}
    />
  );
}
