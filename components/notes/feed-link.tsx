// The language's feed, named in the <head> of each of its pages (React puts a <link> there): only
// in a language with notes.
import { fill } from '@/lib/i18n/fill';
import { getWords } from '@/lib/i18n/get-words';
import { contentIn } from '@/lib/i18n/owner-content';
import { feedPath } from '@/lib/notes/feed';
import { hasNotes } from '@/lib/notes/notes';
import { absoluteUrl } from '@/lib/site/site-url';

export function FeedLink({ lang }: { lang: string }) {
  if (!hasNotes(lang)) return null;
  const title = fill(getWords(lang).notes.feedTitle, {
    brand: contentIn(lang, 'site').siteConfig.brand,
  });
  return (
    <link
      rel="alternate"
      type="application/atom+xml"
      title={title}
      href={absoluteUrl(feedPath(lang, 'atom'))}
    />
  );
}
