// The hreflang set of a page: its address in every language it is published in, plus x-default
// (the default language). Used by the <head> of each page and by sitemap.xml, so both say the same.
// A site in one language has none.
import { absoluteUrl } from '@/lib/site/site-url';
import { defaultLanguage, languages } from './languages';
import { pathFor } from './paths';

/** hreflang to absolute URL of `page` in each of `available`; undefined when there is one language. */
export function alternateLanguages(
  page: string,
  available: readonly string[] = languages,
  all: readonly string[] = languages,
): Record<string, string> | undefined {
  if (all.length < 2 || available.length < 2) return undefined;
  const links: Record<string, string> = {};
  for (const lang of all) {
    if (available.includes(lang)) links[lang] = absoluteUrl(pathFor(lang, page));
  }
  links['x-default'] = absoluteUrl(pathFor(defaultLanguage, page));
  return links;
}
