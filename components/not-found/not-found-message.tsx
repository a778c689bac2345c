'use client';

import { useSyncExternalStore } from 'react';
import { notFound } from '@/lib/i18n/words/en/not-found';
import { ProjectNotFound } from './project-not-found';
import { ButtonLink } from '../ui/button-link';

const subscribe = () => () => {};

// A static host serves the one exported 404.html for every unknown path, so the page decides
// from the address (after the site's base path) which message fits. Before hydration (or without
// JS) the general one shows.
type NotFoundMessageProps = {
  basePath?: string;
  /** A language's own prefix (`/de`): its addresses, and the links, start after it. */
  prefix?: string;
  /** The 404 words in another language (English is built in). */
  words?: typeof notFound;
};

export function NotFoundMessage({
  basePath = '',
  prefix = '',
  words = notFound,
}: NotFoundMessageProps) {
  const underPortfolio = useSyncExternalStore(
    subscribe,
    () => {
      const { pathname } = window.location;
      const base = `${basePath}${prefix}`;
      const route = pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : '';
      return /^\/portfolio\/[^/]+/.test(route);
    },
    () => false,
  );

  if (underPortfolio)
    return <ProjectNotFound words={words} portfolioHref={`${prefix}/portfolio/`} />;
  return (
    <div className="container flex flex-col items-start py-section">
      <p className="font-mono text-eyebrow uppercase text-accent">{words.error}</p>
      <h1 className="mt-3 text-title font-semibold">{words.pageTitle}</h1>
      <p className="mt-4 max-w-prose text-lead text-muted">{words.pageText}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={`${prefix}/`}>{words.home}</ButtonLink>
        <ButtonLink href={`${prefix}/portfolio/`} variant="secondary">
          {words.browse}
        </ButtonLink>
      </div>
    </div>
  );
}
