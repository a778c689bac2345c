// Filling the site's own words: their {placeholders}, as text or as React pieces. Imports nothing
// of the site, so client components use it without pulling content into their scripts.
import { createElement, Fragment, type ReactNode } from 'react';

type Values = Record<string, string | number>;

/** A text with its {placeholders} filled in; an unknown placeholder stays as written. */
export const fill = (template: string, values: Values) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/**
 * A text with elements (a link) or numbers in its {placeholders}, as the pieces React renders
 * side by side: the same markup as the JSX it replaces (`Step {n} of {total}`).
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
