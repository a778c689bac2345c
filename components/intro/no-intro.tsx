// Home with `intro: none` (content/home.yaml): next.config.mjs resolves `@/components/intro/intro`
// to this file, so Home's first section is rendered on the server, whole in the first paint, and
// neither the intro's markup nor its code is in the page (an imported client component ships with
// the page even where it is not rendered).
import type { ComponentProps } from 'react';
import { intro } from '@/lib/i18n/words/en/intro';
import type { Intro as TimedIntro } from './intro';
import { Hero } from '../home/hero';

export function Intro({
  name,
  brand,
  tagline,
  media,
  status,
  words = intro,
  portfolioHref = '/portfolio/',
}: ComponentProps<typeof TimedIntro>) {
  return (
    <Hero
      name={name}
      brand={brand}
      tagline={tagline}
      media={media}
      status={status}
      viewWork={words.viewWork}
      portfolioHref={portfolioHref}
    />
  );
}
