// The language's Atom feed as a page's <link rel="alternate" type="application/atom+xml">, through
// the page's metadata (lib/seo/metadata.ts): nothing at all in a language without notes.
import { fill } from '@/lib/i18n/fill';
import { getWords } from '@/lib/i18n/get-words';
import { contentIn } from '@/lib/i18n/owner-content';
import { absoluteUrl } from '@/lib/site/site-url';
import { feedPath } from './feed';
import { hasNotes } from './notes';

export function feedAlternates(lang: string) {
  if (!hasNotes(lang)) return {};
  const title = fill(getWords(lang).notes.feedTitle, {
    brand: contentIn(lang, 'site').siteConfig.brand,
  });
  return {
    types: { 'application/atom+xml': [{ url: absoluteUrl(feedPath(lang, 'atom')), title }] },
  };
}
