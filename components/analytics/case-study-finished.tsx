'use client';

import { useEffect, useRef } from 'react';
import { trackEvent } from '@/lib/analytics/track';

// Once per case study and page load: coming Back to a page already read to the end is no new read.
const finished = new Set<string>();

/**
 * An empty marker at the end of The Results: the first time it scrolls into view, the case study
 * counts as read to the end ("Case study finished").
 */
export function CaseStudyFinished({ projectId }: { projectId: string }) {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const target = marker.current;
    if (!target || finished.has(projectId) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      finished.add(projectId);
      trackEvent('Case study finished', { project: projectId });
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [projectId]);

  return <span ref={marker} aria-hidden className="block h-px" />;
}
