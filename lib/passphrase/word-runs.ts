// Runs of letters in a passphrase and how they split into known words, for ./known-words.
import type { KnownSource } from './passphrase-context';

export const isLetter = (c: string) => /\p{L}/u.test(c);

/** Splits `run` into known words (of `min` letters or more), or undefined when it cannot be. */
export function split(
  run: string,
  words: Map<string, KnownSource>,
  min = 3,
): [string, KnownSource][] | undefined {
  const from: (number | undefined)[] = [0];
  for (let end = 1; end <= run.length; end += 1) {
    for (let start = end - min; start >= 0 && from[end] === undefined; start -= 1) {
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

/** Each run of letters of the reading, split where camelCase starts a word: [start, end). */
export function letterRuns(reading: string[], chars: string[]) {
  const starts = (i: number) =>
    !isLetter(reading[i - 1] ?? '') || (/\p{Ll}/u.test(chars[i - 1]) && /\p{Lu}/u.test(chars[i]));
  const runs: [number, number][] = [];
  for (let start = 0; start < reading.length; start += 1) {
    if (!isLetter(reading[start]) || !starts(start)) continue;
    let end = start + 1;
    while (end < reading.length && isLetter(reading[end]) && !starts(end)) end += 1;
    runs.push([start, end]);
  }
  return runs;
}

export type Pieces = { start: number; pieces: [string, KnownSource][] };

export function markPieces({ start, pieces }: Pieces, covered: (KnownSource | undefined)[]) {
  let at = start;
  for (const [word, source] of pieces) {
    for (let i = at; i < at + word.length; i += 1) covered[i] ??= source;
    at += word.length;
  }
}
