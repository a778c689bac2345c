// The languages the site is published in: content/site.ts `languages` (BCP 47 codes), the first is
// the default. Without the field the site has one language, English, and is exactly the site it was.
import { siteConfig } from '@/content/site';

const listed = (siteConfig as { languages?: readonly string[] }).languages;

export const languages: readonly string[] = listed && listed.length > 0 ? listed : ['en'];

/** The language of today's addresses (`/`, `/portfolio/<id>/`); the others live under `/<code>/`. */
export const defaultLanguage = languages[0];

export const isDefaultLanguage = (lang: string) => lang === defaultLanguage;
