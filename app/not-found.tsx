import type { Metadata } from 'next';
import { NotFoundEvent } from '@/components/analytics/not-found-event';
import { NotFoundMessage } from '@/components/not-found/not-found-message';
import { resolveAnalytics } from '@/lib/analytics/analytics-config';
import { wordsProp } from '@/lib/i18n/client-words';
import { getWords } from '@/lib/i18n/get-words';
import { defaultLanguage } from '@/lib/i18n/languages';
import { en } from '@/lib/i18n/words/en';
import { basePath } from '@/lib/site/base-path.mjs';

export const metadata: Metadata = {
  title: getWords(defaultLanguage).pages.notFoundTitle,
  robots: { index: false },
};

// The message switches to its portfolio variant after hydration; filling the screen keeps the
// footer below the fold, so the switch moves nothing in view (no layout shift).
export default function NotFound() {
  const words = getWords(defaultLanguage);
  return (
    <div className="min-h-[calc(100svh-theme(spacing.header))]">
      <NotFoundMessage basePath={basePath} {...wordsProp(words.notFound, en.notFound)} />
      {resolveAnalytics().provider !== 'none' && <NotFoundEvent />}
    </div>
  );
}
