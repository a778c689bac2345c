// Filling the site's own words: their {placeholders}, as text. Imports nothing of the site, so
// client components use it without pulling content into their scripts.

type Values = Record<string, string | number>;

/** A text with its {placeholders} filled in; an unknown placeholder stays as written. */
export const fill = (template: string, values: Values) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
