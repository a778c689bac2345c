// The 404 page's content, in a language: app/global-not-found.tsx (the exported 404.html, default
// language) and app/(lang)/[lang]/not-found-page/page.i18n.tsx (each other language's 404).
import { NotFoundEvent } from '@/components/analytics/not-found-event';
import { NotFoundMessage } from '@/components/not-found/not-found-message';
import { resolveAnalytics } from '@/lib/analytics/analytics-config';
import { wordsProp } from '@/lib/i18n/client-words';
import { feedAlternates } from '@/lib/notes/feed-link';
import { hasNotes } from '@/lib/notes/notes';
import { getWords } from '@/lib/i18n/get-words';
import { pathFor } from '@/lib/i18n/paths';
import { en } from '@/lib/i18n/words/en';
import { basePath } from '@/lib/site/base-path.mjs';

export const notFoundMetadata = (lang: string) => ({
  title: getWords(lang).pages.notFoundTitle,
  robots: { index: false },
  // The language's notes feed, as on its other pages (none without notes).
  ...(hasNotes(lang) ? { alternates: feedAlternates(lang) } : {}),
});

// The message switches to its portfolio variant after hydration; filling the screen keeps the
// footer below the fold, so the switch moves nothing in view (no layout shift).
export function NotFoundPage({ lang }: { lang: string }) {
  const words = getWords(lang);
  // The language's own addresses start after its prefix (/de/portfolio/... is a case study).
  const prefix = pathFor(lang, '/').slice(0, -1);
  return (
    <div className="min-h-[calc(100svh-theme(spacing.header))]">
      <NotFoundMessage
        basePath={basePath}
        {...(prefix ? { prefix } : {})}
        {...wordsProp(words.notFound, en.notFound)}
      />
      {resolveAnalytics().provider !== 'none' && <NotFoundEvent />}
    </div>
  );
}
