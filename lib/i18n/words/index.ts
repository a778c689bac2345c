// The shipped tables of the site's own words, and their shape. An owner adds nothing here: a
// language without a table gets its words from a complete content/<code>/words.yaml.
import { de } from './de';
import { en, type WordArea, type Words } from './en';
import { es } from './es';
import { fr } from './fr';

export type { WordArea, Words };

/** Any subset of the words, as an owner's content file holds them. */
export type WordOverrides = { [Area in WordArea]?: Partial<Words[Area]> };

export const shippedWords: Readonly<Record<string, Words>> = { en, de, fr, es };

/** The shipped table for a language: its own (pt-BR), else its primary language's (de for de-AT). */
export function shippedTable(lang: string): Words | undefined {
  return shippedWords[lang] ?? shippedWords[lang.split('-')[0].toLowerCase()];
}

/** Every key of a table as "area.key", for the checks that compare tables. */
export const wordKeys = (words: Words) =>
  Object.entries(words).flatMap(([area, texts]) => Object.keys(texts).map((k) => `${area}.${k}`));
