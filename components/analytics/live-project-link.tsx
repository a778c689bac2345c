'use client';

import type { ReactNode } from 'react';
import { trackEvent } from '@/lib/analytics/track';

type LiveProjectLinkProps = {
  projectId: string;
  href: string;
  className: string;
  children: ReactNode;
};

/** The case study's "View Live Project" link, reported as "Live project opened" when followed. */
export function LiveProjectLink({ projectId, href, className, children }: LiveProjectLinkProps) {
  const opened = () => trackEvent('Live project opened', { project: projectId });
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={opened}
      onAuxClick={(event) => event.button === 1 && opened()}
    >
      {children}
    </a>
  );
}
