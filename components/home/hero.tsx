// Home's first section: the owner's name, brand and tagline beside the hero picture. The intro
// (components/intro/intro.tsx, a client component) renders it with its loading panel and timed
// reveals; with `intro: none` (content/home.yaml) Home renders it on the server as it is, whole in
// the first paint, with no intro markup and no script.
import type { ReactNode, Ref } from 'react';
import type { introTimeline } from '@/lib/owner/home';
import { ButtonLink } from '../ui/button-link';
import { darkFrame } from '../ui/image-frame';

const reveal = 'group-data-[intro=done]:animate-none motion-safe:animate-reveal';

/** The intro's parts, when Home has one. */
export type HeroIntro = {
  running: boolean;
  timeline: typeof introTimeline;
  /** First in the section: the first frame's hold and the clock's script. */
  start: ReactNode;
  /** Over the picture: the loading panel. */
  panel: ReactNode;
  /** Last, before the marker the first frame waits for. */
  end?: ReactNode;
  sectionRef: Ref<HTMLElement>;
  headingRef: Ref<HTMLHeadingElement>;
};

type HeroProps = {
  name: string;
  brand: string;
  tagline: string;
  /** The hero image, rendered on the server. */
  media?: ReactNode;
  /** A line above the heading (the owner's availability). */
  status?: ReactNode;
  viewWork: string;
  portfolioHref: string;
  intro?: HeroIntro;
};

export function Hero({
  name,
  brand,
  tagline,
  media,
  status,
  viewWork,
  portfolioHref,
  intro,
}: HeroProps) {
  const timed = (part: 'heading' | 'subtitle' | 'tagline' | 'cta') =>
    intro
      ? {
          className: reveal,
          style: intro.running ? { animationDelay: `${intro.timeline[part]}ms` } : undefined,
        }
      : { className: '', style: undefined };
  const parts = {
    heading: timed('heading'),
    subtitle: timed('subtitle'),
    tagline: timed('tagline'),
    cta: timed('cta'),
  };
  return (
    <section
      ref={intro?.sectionRef}
      id={intro ? 'intro' : 'hero'}
      aria-labelledby="hero-heading"
      data-intro={intro ? (intro.running ? 'running' : 'done') : undefined}
      // `intro: once` ends the intro from its inline script when this session has seen it.
      suppressHydrationWarning={Boolean(intro)}
      className="group relative overflow-hidden border-b border-line"
    >
      {intro?.start}
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
            {intro?.panel}
          </div>
        </div>
        <div className="lg:order-1">
          {status ? (
            <div className={`mb-5 ${parts.heading.className}`} style={parts.heading.style}>
              {status}
            </div>
          ) : null}
          <h1
            id="hero-heading"
            ref={intro?.headingRef}
            tabIndex={intro ? -1 : undefined}
            className={`text-display font-semibold outline-none ${parts.heading.className}`}
            style={parts.heading.style}
          >
            {name}
          </h1>
          <p
            className={`mt-4 font-mono text-lg font-medium text-accent sm:text-xl ${parts.subtitle.className}`}
            style={parts.subtitle.style}
          >
            {brand}
          </p>
          <p
            className={`mt-6 max-w-xl text-lead text-muted ${parts.tagline.className}`}
            style={parts.tagline.style}
          >
            {tagline}
          </p>
          <div className={`mt-8 ${parts.cta.className}`} style={parts.cta.style}>
            <ButtonLink href={portfolioHref}>{viewWork}</ButtonLink>
          </div>
        </div>
      </div>
      {intro?.end}
      {intro ? <span id="intro-end" hidden /> : null}
    </section>
  );
}
