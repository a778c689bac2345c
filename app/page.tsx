import type { Metadata } from 'next';
import { CallToAction } from '@/components/call-to-action';
import { Capabilities } from '@/components/capabilities';
import { FeaturedProjects } from '@/components/featured-projects';
import { Intro } from '@/components/intro';
import { JsonLd } from '@/components/json-ld';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { capabilities, closingCallToAction, heroImage, introTimeline } from '@/content/home';
import { readImage } from '@/lib/images/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { getFeaturedProjects } from '@/lib/content/projects';
import { siteConfig } from '@/content/site';
import { homeSchema } from '@/lib/seo/structured-data';

export const metadata: Metadata = pageMetadata({ path: '/', description: siteConfig.description });

export default function HomePage() {
  return (
    <>
      <JsonLd data={homeSchema()} />
      <Intro
        name={siteConfig.name}
        brand={siteConfig.brand}
        tagline={siteConfig.tagline}
        timeline={introTimeline}
        media={
          <ResponsiveImage
            image={readImage(heroImage.src, undefined, { inline: true })}
            alt={heroImage.alt}
            priority
            sizes="(min-width: 72rem) 31rem, (min-width: 1024px) calc((100vw - 8rem) * 0.475), calc(100vw - 2.5rem)"
            className="h-auto w-full"
          />
        }
      />
      <FeaturedProjects projects={getFeaturedProjects()} />
      <Capabilities items={capabilities} />
      <CallToAction {...closingCallToAction} href="/contact/" />
    </>
  );
}
