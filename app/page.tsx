import type { Metadata } from 'next';
import { AvailabilityStatus } from '@/components/trust/availability-status';
import { CallToAction } from '@/components/ui/call-to-action';
import { Capabilities } from '@/components/home/capabilities';
import { ClientLogos } from '@/components/trust/client-logos';
import { darkImage } from '@/components/ui/image-frame';
import { FeaturedProjects } from '@/components/home/featured-projects';
import { Intro } from '@/components/intro/intro';
import { JsonLd } from '@/components/seo/json-ld';
import { Testimonials } from '@/components/trust/testimonials';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { capabilities, closingCallToAction, heroImage, introTimeline } from '@/content/home';
import { readImage } from '@/lib/images/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { getFeaturedProjects } from '@/lib/content/projects';
import { siteConfig } from '@/content/site';
import { homeSchema } from '@/lib/seo/structured-data';
import {
  getAvailability,
  getClients,
  getTestimonials,
  staleAvailabilityWarning,
} from '@/lib/trust/trust';

export const metadata: Metadata = pageMetadata({ path: '/', description: siteConfig.description });

export default function HomePage() {
  const availability = getAvailability();
  // Home is rendered once per build: a stale "booked until" is said there, once.
  const stale = staleAvailabilityWarning();
  if (stale) console.warn(`⚠ ${stale}`);
  return (
    <>
      <JsonLd data={homeSchema()} />
      <Intro
        name={siteConfig.name}
        brand={siteConfig.brand}
        tagline={siteConfig.tagline}
        timeline={introTimeline}
        status={
          availability ? (
            <AvailabilityStatus
              availability={availability}
              className="w-fit rounded-2xl border border-line bg-surface px-3 py-1.5 text-xs sm:rounded-full sm:px-3.5 sm:text-sm"
            />
          ) : undefined
        }
        media={
          <ResponsiveImage
            image={readImage(heroImage.src, undefined, { inline: true })}
            alt={heroImage.alt}
            priority
            sizes="(min-width: 72rem) 31rem, (min-width: 1024px) calc((100vw - 8rem) * 0.475), calc(100vw - 2.5rem)"
            className={`h-auto w-full ${darkImage}`}
          />
        }
      />
      <FeaturedProjects projects={getFeaturedProjects()} />
      <Capabilities items={capabilities} />
      <Testimonials items={getTestimonials()} />
      <ClientLogos
        clients={getClients()}
        id="clients-heading"
        eyebrow="Clients"
        title="Who I have worked with"
        className="render-when-near container pt-section"
      />
      <CallToAction {...closingCallToAction} href="/contact/" />
    </>
  );
}
