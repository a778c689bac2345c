// The 404 page's content, in a language: app/global-not-found.tsx (the exported 404.html, default
// language) and app/(lang)/[lang]/not-found-page/page.i18n.tsx (each other language's 404).
import { NotFoundEvent } from '@/components/analytics/not-found-event';
import { NotFoundMessage } from '@/components/not-found/not-found-message';
import { resolveAnalytics } from '@/lib/analytics/analytics-config';
import { pathFor } from '@/lib/i18n/paths';
import { basePath } from '@/lib/site/base-path.mjs';

export const notFoundMetadata = {
  title: 'Not found',
  robots: { index: false },
};

// The message switches to its portfolio variant after hydration; filling the screen keeps the
// footer below the fold, so the switch moves nothing in view (no layout shift).
export function NotFoundPage({ lang }: { lang: string }) {
  return (
    <div className="min-h-[calc(100svh-theme(spacing.header))]">
      {/* The language's own paths start after its prefix (/de/portfolio/... is a case study). */}
      <NotFoundMessage basePath={`${basePath}${pathFor(lang, '/').slice(0, -1)}`} />
      {resolveAnalytics().provider !== 'none' && <NotFoundEvent />}
    </div>
  );
}
