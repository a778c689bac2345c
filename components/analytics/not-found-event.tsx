'use client';

import { useEffect } from 'react';
import { trackEvent } from '@/lib/analytics/track';

/** Reports that the 404 page was shown, with the address that was asked for. Renders nothing. */
export function NotFoundEvent() {
  useEffect(() => {
    trackEvent('404', { path: window.location.pathname });
  }, []);
  return null;
}
