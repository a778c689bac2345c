import { CallToAction } from '@/components/call-to-action';
import { Capabilities } from '@/components/capabilities';
import { FeaturedProjects } from '@/components/featured-projects';
import { Intro } from '@/components/intro';
import { capabilities, closingCallToAction, introTimeline } from '@/content/home';
import { getFeaturedProjects } from '@/content/projects';
import { siteConfig } from '@/content/site';

export default function HomePage() {
  return (
    <>
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
