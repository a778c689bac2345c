// Filling the site's own words with elements or numbers: a link in the middle of a sentence. Server
// components use it; client components keep to `fill` (lib/i18n/fill.ts), which is smaller.
import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A text with elements (a link) or numbers in its {placeholders}, as the pieces React renders
 * side by side: the same markup as the JSX it replaces (`Ask me at {email}.`).
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  const pieces = template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((piece) => {
      const key = /^\{(\w+)\}$/.exec(piece)?.[1];
      return key !== undefined && key in values ? values[key] : piece;
    });
  return createElement(Fragment, null, ...pieces);
}
