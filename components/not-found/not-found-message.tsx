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
  /** The 404 words in another language (English is built in). */
  words?: typeof notFound;
};

export function NotFoundMessage({ basePath = '', words = notFound }: NotFoundMessageProps) {
  const underPortfolio = useSyncExternalStore(
    subscribe,
    () => {
      const { pathname } = window.location;
      const route = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : '';
      return /^\/portfolio\/[^/]+/.test(route);
    },
    () => false,
  );

  if (underPortfolio) return <ProjectNotFound words={words} />;
  return (
    <div className="container flex flex-col items-start py-section">
      <p className="font-mono text-eyebrow uppercase text-accent">{words.error}</p>
      <h1 className="mt-3 text-title font-semibold">{words.pageTitle}</h1>
      <p className="mt-4 max-w-prose text-lead text-muted">{words.pageText}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href="/">{words.home}</ButtonLink>
        <ButtonLink href="/portfolio/" variant="secondary">
          {words.browse}
        </ButtonLink>
      </div>
    </div>
  );
}
