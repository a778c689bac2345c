// Finds the parts of a passphrase an attacker would try first (lib/private/passphrase-context.ts)
// and what is left without them. zxcvbn alone misses those: it adds about 10^4 guesses for every
// piece of a phrase, so four words anyone can read on the site still come out above 10^15. Found
// whole (in any case, with or without separators, with 0 for o, 4 for a and the like): each
// context text as a phrase, and each of its words (3 letters or more, except the famous
// passphrases') as a run of letters made only of such words ("MeridianStudio", "client").
import type { KnownSource, KnownText } from './passphrase-context';

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
const isLetter = (c: string) => /\p{L}/u.test(c);
const lower = (c: string) => (c.toLowerCase().length === 1 ? c.toLowerCase() : c);

/** The passphrase lowercased, as written and with its look-alike digits and symbols read as letters. */
const readings = (chars: string[]) =>
  ['', 'i', 'l'].map((one) => chars.map((c) => (one && (c === '1' ? one : leet[c])) || lower(c)));

export const compact = (text: string) => [...text.toLowerCase()].filter(isAlnum).join('');

/** The words of the context, each with the first source that holds it. */
export function knownWords(known: KnownText[]) {
  const words = new Map<string, KnownSource>();
  for (const { source, text } of known) {
    if (source === 'famous') continue;
    for (const word of text.toLowerCase().split(/\P{L}+/u)) {
      if (word.length >= 3 && !words.has(word)) words.set(word, source);
    }
  }
  return words;
}

/** Splits `run` into known words, or undefined when it cannot be split so. */
function split(run: string, words: Map<string, KnownSource>): [string, KnownSource][] | undefined {
  const from: (number | undefined)[] = [0];
  for (let end = 1; end <= run.length; end += 1) {
    for (let start = end - 3; start >= 0 && from[end] === undefined; start -= 1) {
      if (from[start] !== undefined && words.has(run.slice(start, end))) from[end] = start;
    }
  }
  if (from[run.length] === undefined) return undefined;
  const pieces: [string, KnownSource][] = [];
  for (let end = run.length; end > 0; end = from[end]!) {
    const word = run.slice(from[end], end);
    pieces.unshift([word, words.get(word)!]);
  }
  return pieces;
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

/** Marks every run of letters (split where camelCase starts a word) made only of known words. */
function markWords(
  reading: string[],
  chars: string[],
  words: Map<string, KnownSource>,
  covered: (KnownSource | undefined)[],
) {
  const starts = (i: number) =>
    !isLetter(reading[i - 1] ?? '') || (/\p{Ll}/u.test(chars[i - 1]) && /\p{Lu}/u.test(chars[i]));
  for (let start = 0; start < reading.length; start += 1) {
    if (!isLetter(reading[start]) || !starts(start)) continue;
    let end = start + 1;
    while (end < reading.length && isLetter(reading[end]) && !starts(end)) end += 1;
    let at = start;
    for (const [word, source] of split(reading.slice(start, end).join(''), words) ?? []) {
      for (let i = at; i < at + word.length; i += 1) covered[i] ??= source;
      at += word.length;
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
