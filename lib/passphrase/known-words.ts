// Finds the parts of a passphrase an attacker would try first (lib/passphrase/passphrase-context.ts)
// and what is left without them. zxcvbn alone misses those: it adds about 10^4 guesses for every
// piece of a phrase, so four words anyone can read on the site still come out above 10^15. Found
// whole (in any case, with or without accents and separators, with 0 for o, 4 for a and the like):
// each context text as a phrase; each of its words (3 letters or more, except the famous
// passphrases') as a run of letters made only of such words ("MeridianStudio", "client"), in any
// order; and a famous passphrase's words in any order, when all of them are there ("staple
// battery horse correct", "dich öffne Sesam").
import type { KnownSource, KnownText } from './passphrase-context';
import { letterRuns, markPieces, split, type Pieces } from './word-runs';

const leet: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
};
const isAlnum = (c: string) => /[\p{L}\p{N}]/u.test(c);
/** Without its accents: "ö" is "o", "é" is "e" ("ß" stays). */
const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
/** One character lowercased and without its accent, or as it is when that would not be one. */
const lower = (c: string) => {
  const plain = unaccented(c).toLowerCase();
  return plain.length === 1 ? plain : c;
};

/** The passphrase lowercased, as written and with its look-alike digits and symbols read as letters. */
const readings = (chars: string[]) =>
  ['', 'i', 'l'].map((one) => chars.map((c) => (one && (c === '1' ? one : leet[c])) || lower(c)));

export const compact = (text: string) => [...text].map(lower).filter(isAlnum).join('');

/** The words of a text (lowercased, without accents) of `min` letters or more. */
const wordsOf = (text: string, min: number) =>
  unaccented(text)
    .toLowerCase()
    .split(/\P{L}+/u)
    .filter((word) => word.length >= min);

/** The words of the context, each with the first source that holds it. */
export function knownWords(known: KnownText[]) {
  const words = new Map<string, KnownSource>();
  for (const { source, text } of known) {
    if (source === 'famous') continue;
    for (const word of wordsOf(text, 3)) if (!words.has(word)) words.set(word, source);
  }
  return words;
}

/** Marks in `covered` every context phrase found in `reading` (separators ignored). */
function markPhrases(reading: string[], known: KnownText[], covered: (KnownSource | undefined)[]) {
  const index = reading.flatMap((c, i) => (isAlnum(c) ? [i] : []));
  const text = index.map((i) => reading[i]).join('');
  for (const { source, text: phrase } of known) {
    const target = compact(phrase);
    if (target.length < 4) continue;
    for (let at = text.indexOf(target); at >= 0; at = text.indexOf(target, at + 1)) {
      for (let i = index[at]; i <= index[at + target.length - 1]; i += 1) covered[i] ??= source;
    }
  }
}

/** Marks every run of letters made only of known words. */
function markWords(
  reading: string[],
  chars: string[],
  words: Map<string, KnownSource>,
  covered: (KnownSource | undefined)[],
) {
  for (const [start, end] of letterRuns(reading, chars)) {
    const pieces = split(reading.slice(start, end).join(''), words);
    if (pieces) markPieces({ start, pieces }, covered);
  }
}

/** Marks a famous passphrase's words found in any order, when every one of them is there. */
function markFamousSets(
  reading: string[],
  chars: string[],
  known: KnownText[],
  covered: (KnownSource | undefined)[],
) {
  const runs = letterRuns(reading, chars);
  for (const { source, text } of known.filter((k) => k.source === 'famous')) {
    const words = new Map(wordsOf(text, 2).map((word) => [word, source]));
    if (words.size < 2) continue;
    const found = runs.flatMap(([start, end]): Pieces[] => {
      const pieces = split(reading.slice(start, end).join(''), words, 2);
      return pieces ? [{ start, pieces }] : [];
    });
    const seen = new Set(found.flatMap(({ pieces }) => pieces.map(([word]) => word)));
    if ([...words.keys()].every((word) => seen.has(word))) {
      for (const pieces of found) markPieces(pieces, covered);
    }
  }
}

/**
 * The passphrase without its known parts (the pieces left, joined by spaces; the whole passphrase
 * when none was found), and each source found with its share of the passphrase's letters and digits.
 */
export function withoutKnown(passphrase: string, known: KnownText[]) {
  const chars = passphrase.split('');
  const covered: (KnownSource | undefined)[] = chars.map(() => undefined);
  const words = knownWords(known);
  for (const reading of readings(chars)) {
    markPhrases(reading, known, covered);
    markWords(reading, chars, words, covered);
    markFamousSets(reading, chars, known, covered);
  }
  const counted = chars.filter(isAlnum).length || 1;
  const shares = new Map<KnownSource, number>();
  covered.forEach((source, i) => {
    if (source && isAlnum(chars[i])) shares.set(source, (shares.get(source) ?? 0) + 1 / counted);
  });
  const sources = [...shares].map(([source, share]) => ({ source, share }));
  if (sources.length === 0) return { rest: passphrase, sources };
  const rest = chars
    .map((c, i) => (covered[i] ? '\n' : c))
    .join('')
    .split('\n')
    .map((piece) => piece.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .join(' ');
  return { rest, sources: sources.sort((a, b) => b.share - a.share) };
}
