import type { Metadata } from 'next';
import { CallToAction } from '@/components/call-to-action';
import { Capabilities } from '@/components/capabilities';
import { FeaturedProjects } from '@/components/featured-projects';
import { Intro } from '@/components/intro';
import { JsonLd } from '@/components/json-ld';
import { capabilities, closingCallToAction, introTimeline } from '@/content/home';
import { pageMetadata } from '@/content/metadata';
import { getFeaturedProjects } from '@/content/projects';
import { siteConfig } from '@/content/site';
import { homeSchema } from '@/content/structured-data';

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
      />
      <FeaturedProjects projects={getFeaturedProjects()} />
      <Capabilities items={capabilities} />
      <CallToAction {...closingCallToAction} href="/contact/" />
    </>
  );
}
