// Which fields the CMS edits per language: the same words lib/i18n/text-fields.ts names as what
// content/<code>/ holds (a field path `a.b`, `a[]` for a list's items, `a.*` for every field of an
// object). A field that holds such a word, or is one, is translated; every other field is a
// setting, written in the default language's file only.
import {
  projectTextFields,
  storyTextFields,
  textFields,
  type TextFile,
} from '@/lib/i18n/text-fields';
import type { I18nRule } from './schema-fields';

const matches = (pattern: string, path: string) =>
  pattern === path ||
  (pattern.endsWith('.*') &&
    path.startsWith(pattern.slice(0, -1)) &&
    !path.slice(pattern.length - 1).includes('.'));

const holds = (pattern: string, path: string) =>
  pattern.startsWith(`${path}.`) || pattern.startsWith(`${path}[]`);

/** The rule for fields `patterns`, or none at all when the site has one language. */
export function i18nRule(patterns: readonly string[], languages: readonly string[]): I18nRule {
  if (languages.length < 2) return () => undefined;
  return (path) => patterns.some((pattern) => matches(pattern, path) || holds(pattern, path));
}

/** The translated fields of content/<file>.yaml (none for a file kept in one language). */
export const fileTextFields = (file: string): readonly string[] =>
  file in textFields ? textFields[file as TextFile] : [];

/** The translated fields of a case study's front matter (its body is translated too). */
export const caseStudyTextFields: readonly string[] = [
  ...projectTextFields,
  ...storyTextFields,
  'facts.year',
  'results[].value',
];
