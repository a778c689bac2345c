// The site's own words in a language (server only): the shipped table for the language, with the
// owner's words file laid over it (any subset of keys). A language with no shipped table needs a
// complete file. Every problem names the file and the key.
import { readOwnerWords, ownerWordsFile } from './owner-words';
import { shippedTable, wordKeys, type WordArea, type Words } from './words';
import { en } from './words/en';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Words the owner writes about their work, now fields of the page's content file.
const movedToContent: Record<string, string> = {
  'pages.portfolioHeading': 'portfolio.yaml field "heading"',
  'pages.portfolioIntro': 'portfolio.yaml field "intro"',
  'pages.portfolioDescription': 'portfolio.yaml field "description"',
  'pages.processHeading': 'process.yaml field "heading"',
  'pages.processIntro': 'process.yaml field "intro"',
  'pages.processDescription': 'process.yaml field "description"',
  'pages.aboutDescription': 'about.yaml field "about.description"',
  'pages.contactDescription': 'contact.yaml field "contact.description"',
};

/** The problems with an owner's words against the table they override; empty when valid. */
export function wordProblems(owner: unknown, file: string, base: Words | undefined): string[] {
  if (!isRecord(owner))
    return [
      `${file}: must hold areas of the site's words, each with its texts (layout:, then footerPages: Sitemap indented under it)`,
    ];
  const problems = Object.entries(owner).flatMap(([area, texts]) => {
    if (!(area in en)) return [`${file}: field "${area}" is not an area of the site's words`];
    if (!isRecord(texts)) return [`${file}: field "${area}" must be an object of texts`];
    const known = en[area as WordArea] as Record<string, string>;
    return Object.entries(texts).flatMap(([key, text]) => {
      const moved = movedToContent[`${area}.${key}`];
      if (moved) {
        const dir = file.slice(0, file.lastIndexOf('/') + 1);
        return [`${file}: field "${area}.${key}" is your own text now: write it in ${dir}${moved}`];
      }
      if (!(key in known))
        return [`${file}: field "${area}.${key}" is not one of the site's words`];
      if (typeof text !== 'string' || text.trim() === '') {
        return [`${file}: field "${area}.${key}" must be text`];
      }
      return [];
    });
  });
  if (base) return problems;
  const missing = wordKeys(en).filter((key) => {
    const [area, name] = key.split('.');
    return !isRecord(owner[area]) || !(name in (owner[area] as object));
  });
  if (missing.length > 0) {
    problems.push(
      `${file}: the site has no built-in words for this language, so the file needs every text; missing: ${missing.join(', ')}`,
    );
  }
  return problems;
}

/** The words of `lang`, or an error naming the file and fields (the build stops on it). */
export function loadWords(lang: string, root = process.cwd()): Words {
  const file = ownerWordsFile(lang);
  const base = shippedTable(lang);
  const owner = readOwnerWords(file, root);
  if (owner === undefined) {
    if (base) return base;
    throw new Error(
      `${file}: missing; the site has no built-in words for "${lang}" (content/site.yaml: field "languages"), so create it with every text of lib/i18n/words/en/`,
    );
  }
  const problems = wordProblems(owner, file, base);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const start = base ?? en;
  const overrides = owner as Record<string, Record<string, string>>;
  return Object.fromEntries(
    Object.entries(start).map(([area, texts]) => [area, { ...texts, ...overrides[area] }]),
  ) as Words;
}

const cache = new Map<string, Words>();

/** The words of `lang`, read once per build (and on every render under `next dev`, for edits). */
export function getWords(lang: string): Words {
  if (process.env.NODE_ENV === 'development') return loadWords(lang);
  let words = cache.get(lang);
  if (!words) {
    words = loadWords(lang);
    cache.set(lang, words);
  }
  return words;
}
