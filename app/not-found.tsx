import type { Metadata } from 'next';
import { NotFoundEvent } from '@/components/analytics/not-found-event';
import { NotFoundMessage } from '@/components/not-found/not-found-message';
import { resolveAnalytics } from '@/lib/analytics/analytics-config';
import { basePath } from '@/lib/site/base-path.mjs';

export const metadata: Metadata = {
  title: 'Not found',
  robots: { index: false },
};

// The message switches to its portfolio variant after hydration; filling the screen keeps the
// footer below the fold, so the switch moves nothing in view (no layout shift).
export default function NotFound() {
  return (
    <div className="min-h-[calc(100svh-theme(spacing.header))]">
      <NotFoundMessage basePath={basePath} />
      {resolveAnalytics().provider !== 'none' && <NotFoundEvent />}
    </div>
  );
}
