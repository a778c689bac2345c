// Home, in any language: app/(default)/page.tsx and app/(lang)/[lang]/page.i18n.tsx render it.
import type { Metadata } from 'next';
import { AvailabilityStatus } from '@/components/trust/availability-status';
import { CallToAction } from '@/components/ui/call-to-action';
import { Capabilities } from '@/components/home/capabilities';
import { ClientLogos } from '@/components/trust/client-logos';
import { darkImage } from '@/components/ui/image-frame';
import { FeaturedProjects } from '@/components/home/featured-projects';
// With `intro: none` this is components/intro/no-intro.tsx (next.config.mjs).
import { Intro } from '@/components/intro/intro';
import { JsonLd } from '@/components/seo/json-ld';
import { LatestNotes } from '@/components/notes/latest-notes';
import { hasNotes } from '@/lib/notes/notes';
import { Testimonials } from '@/components/trust/testimonials';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { featuredProjectIds, introMode, introTimeline } from '@/lib/owner/home';
import { wordsProp } from '@/lib/i18n/client-words';
import { getWords } from '@/lib/i18n/get-words';
import { en } from '@/lib/i18n/words/en';
import { readImage } from '@/lib/images/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { getFeaturedProjects } from '@/lib/content/projects';
import { isDefaultLanguage } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { getProjectIn } from '@/lib/i18n/projects';
import { homeSchema } from '@/lib/seo/structured-data';
import {
  getAvailability,
  getClients,
  getTestimonials,
  staleAvailabilityWarning,
} from '@/lib/trust/trust';

export const homeMetadata = (lang: string): Metadata =>
  pageMetadata({ path: '/', lang, description: contentIn(lang, 'site').siteConfig.description });

/** The featured case studies (checked as before) that are published in `lang`. */
const featuredIn = (lang: string) => {
  getFeaturedProjects();
  return featuredProjectIds.flatMap((id) => getProjectIn(lang, id) ?? []);
};

export function HomePage({ lang }: { lang: string }) {
  const { siteConfig } = contentIn(lang, 'site');
  const { capabilities, closingCallToAction, heroImage } = contentIn(lang, 'home');
  const availability = getAvailability(lang);
  // Home is rendered once per build and language: a stale "booked until" is said once.
  const stale = isDefaultLanguage(lang) && staleAvailabilityWarning();
  const words = getWords(lang);
  if (stale) console.warn(`⚠ ${stale}`);
  const status = availability ? (
    <AvailabilityStatus
      availability={availability}
      className="w-fit rounded-2xl border border-line bg-surface px-3 py-1.5 text-xs sm:rounded-full sm:px-3.5 sm:text-sm"
    />
  ) : undefined;
  const media = (
    <ResponsiveImage
      image={readImage(heroImage.src, undefined, { inline: true })}
      alt={heroImage.alt}
      priority
      sizes="(min-width: 72rem) 31rem, (min-width: 1024px) calc((100vw - 8rem) * 0.475), calc(100vw - 2.5rem)"
      className={`h-auto w-full ${darkImage}`}
    />
  );
  return (
    <>
      <JsonLd data={homeSchema(lang)} />
      <Intro
        name={siteConfig.name}
        brand={siteConfig.brand}
        tagline={siteConfig.tagline}
        timeline={introTimeline}
        {...wordsProp(words.intro, en.intro)}
        {...(isDefaultLanguage(lang) ? {} : { portfolioHref: pathFor(lang, '/portfolio/') })}
        {...(introMode === 'once' ? { once: true } : {})}
        status={status}
        media={media}
      />
      <FeaturedProjects projects={featuredIn(lang)} lang={lang} />
      <Capabilities items={capabilities} lang={lang} />
      <Testimonials items={getTestimonials(lang)} lang={lang} />
      <ClientLogos
        clients={getClients()}
        id="clients-heading"
        eyebrow={words.pages.clients}
        title={words.pages.homeClientsTitle}
        className="render-when-near container pt-section"
      />
      {/* The latest notes only in a language with notes: without, the page is what it was. */}
      {hasNotes(lang) ? (
        <>
          <LatestNotes lang={lang} />
          <CallToAction {...closingCallToAction} href={pathFor(lang, '/contact/')} />
        </>
      ) : (
        <CallToAction {...closingCallToAction} href={pathFor(lang, '/contact/')} />
      )}
    </>
  );
}
