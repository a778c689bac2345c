'use client';

import { useEffect, useRef } from 'react';
import { trackEvent } from '@/lib/analytics/track';

/**
 * An empty marker at the end of The Results: the first time it scrolls into view, the case study
 * counts as read to the end ("Case study finished"), once per view of the page.
 */
export function CaseStudyFinished({ projectId }: { projectId: string }) {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const target = marker.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      trackEvent('Case study finished', { project: projectId });
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [projectId]);

  return <span ref={marker} aria-hidden className="block h-px" />;
}
