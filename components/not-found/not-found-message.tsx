'use client';

import { useSyncExternalStore } from 'react';
import { ProjectNotFound } from './project-not-found';
import { ButtonLink } from '../ui/button-link';

const subscribe = () => () => {};

// A static host serves the one exported 404.html for every unknown path, so the page decides
// from the address (after the site's base path) which message fits. Before hydration (or without
// JS) the general one shows.
export function NotFoundMessage({ basePath = '' }: { basePath?: string }) {
  const underPortfolio = useSyncExternalStore(
    subscribe,
    () => {
      const { pathname } = window.location;
      const route = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : '';
      return /^\/portfolio\/[^/]+/.test(route);
    },
    () => false,
  );

  if (underPortfolio) return <ProjectNotFound />;
  return (
    <div className="container flex flex-col items-start py-section">
      <p className="font-mono text-eyebrow uppercase text-accent">Error 404</p>
      <h1 className="mt-3 text-title font-semibold">Page not found</h1>
      <p className="mt-4 max-w-prose text-lead text-muted">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href="/">Go to the home page</ButtonLink>
        <ButtonLink href="/portfolio/" variant="secondary">
          Browse the portfolio
        </ButtonLink>
      </div>
    </div>
  );
}
