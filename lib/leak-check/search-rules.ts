// How each secret text is searched, and what a public source holding it means. Both sides are
// normalised first (normalize.ts), so case, spacing, entities, escapes and tags do not matter.
// - A long text (20 letters and digits or more) is searched as its letters and digits in every file.
// - A short one is searched as whole words, in text files only: a name, an address, a date, a
//   figure with letters ("3M") or a phrase with a capital inside (a name) everywhere; an everyday
//   word or phrase only on the project's own pages, where a bug would put it. A single word is
//   searched only in what a reader sees (no script, style or code file): "Meta" or "Apple" as a
//   client's name is also a word of every page's code. A figure alone ("2024", "40 %") is not
//   searched: results are searched with their labels.
// - A text a public source also holds: the site's own words (app/, components/, lib/, new-project's
//   guidance) are public; the owner's public content is not an excuse: a name, an address or a long
//   text found there is a problem naming both files. An everyday short phrase found there is skipped.
//   A confidential name (a client, a testimonial's name and company) is never public.
import type { Secret } from './leak-check';
import { compact, decode, fold, phrase, tokens } from './normalize';
import type { PublicText } from './public-text';
import { runsOf, type SecretText } from './secrets';

/** From this many letters and digits on, a text is searched inside any file, however split. */
export const LONG = 20;

export type SearchForm = Omit<Secret, 'what'>;

const figuresOnly = (words: string[]) => words.every((word) => /^\p{N}+$/u.test(word));

/** How `text` is searched, or undefined if it is not (nothing to search, or a figure alone). */
export function searchForm(text: string, kind: SecretText['kind']): SearchForm | undefined {
  const words = tokens(fold(decode(text)));
  const letters = words.join('');
  if (words.length === 0) return undefined;
  if (letters.length >= LONG) return { compact: letters };
  if (figuresOnly(words) && letters.length < 6) return undefined;
  const single = words.length === 1;
  const telling =
    kind === 'name' ||
    kind === 'confidential' ||
    /\p{N}/u.test(text) ||
    (!single && /\p{Lu}/u.test(text.trim().slice(1)));
  return { words: phrase(words), first: words[0], readable: single, page: !telling };
}

export type PublicProblem = { file: string; what: string; source: string };

/** The secrets to search for among `texts`, each once, and the public files that hold one. */
export function secretsFrom(texts: SecretText[], publicText: PublicText) {
  const secrets: Secret[] = [];
  const problems: PublicProblem[] = [];
  const seen = new Set<string>();
  for (const { what, source, text, kind } of texts) {
    for (const piece of kind === 'prose' ? runsOf(text) : [text]) {
      const form = searchForm(piece, kind);
      const key = form && (form.compact ?? form.words!);
      if (!form || !key || seen.has(key)) continue;
      seen.add(key);
      const confidential = kind === 'confidential';
      const found = publicText.find(form, confidential);
      if (found) {
        const kept = confidential || kind === 'name' || form.compact !== undefined;
        if (!found.owner || !kept) continue;
        problems.push({ file: found.file, what, source });
      }
      secrets.push({ what: `${what} (${source})`, ...form });
    }
  }
  return { secrets, problems };
}

/** The category as a case study's data writes it ("category":"…", ?category=…), on its own pages. */
export const categorySecret = (label: string, source: string): Secret => ({
  what: `the category (${source})`,
  compact: compact(fold(`category ${decode(label)}`)),
  page: true,
});
