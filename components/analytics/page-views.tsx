'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { AnalyticsSettings } from '@/lib/analytics/analytics-config';
import { trackPageview } from '@/lib/analytics/track';

/**
 * Reports a page view for the first page and for every client-side navigation (a new path; a
 * filter changing only the query is the same page), and for a page restored from the back/forward
 * cache. Renders nothing; the layout renders it only when analytics is on.
 */
export function PageViews({ settings }: { settings: AnalyticsSettings }) {
  const pathname = usePathname();

  useEffect(() => {
    // The deciding code and the trackers load only here, so pages without analytics never fetch them.
    let mounted = true;
    import('@/lib/analytics/start').then(({ startAnalytics }) => {
      if (mounted) startAnalytics(settings);
    });
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) trackPageview();
    };
    window.addEventListener('pageshow', restored);
    return () => {
      mounted = false;
      window.removeEventListener('pageshow', restored);
    };
  }, [settings]);

  useEffect(() => {
    trackPageview();
  }, [pathname]);

  return null;
}
