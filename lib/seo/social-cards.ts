// What each social image says, in a language (components/seo/social-image.tsx draws it): the
// site's card and one per listed case study, in the owner's words of that language (its role,
// tagline, category names and case-study titles) and the site's own (the stamps). The default
// language's are app/og/; each other language's app/(lang)/[lang]/og/, under /<code>/og/.
import { siteConfig } from '@/lib/owner/site';
import type { Project } from '@/lib/content/projects';
import { fill } from '@/lib/i18n/fill';
import { getWords } from '@/lib/i18n/get-words';
import { defaultLanguage } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { getListedProjectsIn } from '@/lib/i18n/projects';

/**
 * Where the social images are (1200x630 PNG, written at build time) and their alt texts: the
 * default language's at /og/, each other language's at /<code>/og/, for the pages in that language.
 */
export const socialImage = {
  width: 1200,
  height: 630,
  site: (lang = defaultLanguage) => {
    const owner = contentIn(lang, 'site').siteConfig;
    // English writes the role in lower case after the name; German keeps its nouns' capitals.
    const role = lang.split('-')[0] === 'en' ? owner.role.toLowerCase() : owner.role;
    return {
      path: pathFor(lang, '/og/site.png'),
      alt: `${siteConfig.brand}: ${owner.name}, ${role}`,
    };
  },
  /** A listed case study's, `project` as published in `lang`. */
  project: (project: Project, lang = defaultLanguage) => ({
    path: pathFor(lang, `/og/portfolio/${project.id}.png`),
    alt: fill(getWords(lang).pager.socialAlt, {
      title: project.title,
      category: project.categoryLabel ?? project.category,
      brand: siteConfig.brand,
    }),
  }),
};

export type SocialCard = {
  /** Small caps label above the title: a category or the owner's role. */
  label: string;
  title: string;
  /** A sentence under the title, or the page path printed like a drawing number. */
  subtitle?: string;
  path?: string;
  /** Top-right stamp, e.g. "Case study · 2025-09-14". */
  stamp: string;
  /** The line at the bottom, beside the accent rule. */
  footnote: string;
};

/** The width of the card title's box, in px. */
export const titleWidth = 1000;
// A letter's average width in a semibold, in em, on the wide side (DM Sans and Inter measure
// about 0.52): a title's longest word must fit the box on one line.
const LETTER_EM = 0.6;

/**
 * The card title's font size in px: 88, or 72 for a title over 26 letters, and smaller still when
 * its longest word (a German compound, say) would not fit the line at that size; at least 40, below
 * which the word breaks instead.
 */
export function titleFontSize(title: string) {
  const longest = Math.max(...title.split(/\s+/).map((word) => [...word].length));
  const fits = Math.floor(titleWidth / (LETTER_EM * longest));
  return Math.max(40, Math.min(title.length > 26 ? 72 : 88, fits));
}

/** The site's card in `lang`: the owner's name, role and tagline, and the categories. */
export function siteCard(lang: string): SocialCard {
  const owner = contentIn(lang, 'site').siteConfig;
  return {
    label: owner.role,
    title: owner.name,
    subtitle: owner.tagline,
    stamp: getWords(lang).pages.socialStamp,
    footnote: contentIn(lang, 'categories').projectCategories.join(' · '),
  };
}

/** A case study's card in `lang` (`project` as published in that language). */
export function projectCard(project: Project, lang: string): SocialCard {
  const owner = contentIn(lang, 'site').siteConfig;
  return {
    label: project.categoryLabel ?? project.category,
    title: project.title,
    stamp: fill(getWords(lang).pager.socialStamp, { date: project.date }),
    path: pathFor(lang, `/portfolio/${project.id}/`),
    footnote: `${owner.name} · ${owner.role}`,
  };
}

/** The image file of each case study with a card in `lang`: the listed ones published in it. */
export const projectImages = (lang: string) =>
  getListedProjectsIn(lang).map((project) => `${project.id}.png`);

/** The listed case study in `lang` whose card is `image` (`<id>.png`), if there is one. */
export const projectOfImage = (lang: string, image: string) =>
  getListedProjectsIn(lang).find((project) => `${project.id}.png` === image);
