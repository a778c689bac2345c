// What anyone can read on a protected project's locked page and beside it, in every language:
// its teaser and the other protected projects' teasers in each translation, the site's tagline in
// each, and the site's own words on the locked page (badge, heading, explanation, the form) in the
// site's languages and in every language the site ships words for. Every language means the site's
// and every folder of content/ that holds translations, published yet or not. Read from the files
// themselves, not through the content loader, which checks the passphrase while it loads.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { loadWords } from '@/lib/i18n/get-words';
import { isDefaultLanguage, languages } from '@/lib/i18n/languages';
import { readTranslation } from '@/lib/i18n/read-translation';
import { shippedWords, type Words } from '@/lib/i18n/words';
import type { KnownText } from './passphrase-context';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function frontMatter(file: string): Record<string, unknown> | undefined {
  try {
    return matter(fs.readFileSync(file, 'utf8')).data;
  } catch {
    return undefined; // no such file, or one the content check reports
  }
}

const teaserTexts = (data: Record<string, unknown> | undefined) => {
  const teaser = data?.teaser as Record<string, unknown> | undefined;
  return teaser ? [teaser.title, teaser.description, teaser.imageAlt].filter(isText) : [];
};

/** The site's other languages and every content/<code>/ with projects or a site.yaml. */
function otherLanguages(root: string) {
  const content = path.join(root, 'content');
  const folders = fs.existsSync(content)
    ? fs
        .readdirSync(content, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .filter((name) =>
          ['projects', 'site.yaml'].some((file) => fs.existsSync(path.join(content, name, file))),
        )
    : [];
  return [...new Set([...languages.filter((lang) => !isDefaultLanguage(lang)), ...folders])];
}

/** The teasers of the project `id` and of every other protected project, in every language. */
function teasers(id: string, root: string): KnownText[] {
  const dir = path.join(root, 'content/projects');
  const ids = fs.existsSync(dir)
    ? fs.readdirSync(dir).flatMap((file) => (file.endsWith('.md') ? [file.slice(0, -3)] : []))
    : [];
  return [...new Set([id, ...ids])].flatMap((other) => {
    const base = frontMatter(path.join(dir, `${other}.md`));
    if (other !== id && base?.access !== 'protected') return [];
    const translations = otherLanguages(root).map((lang) =>
      frontMatter(path.join(root, 'content', lang, 'projects', `${other}.md`)),
    );
    const source = other === id ? ('teaser' as const) : ('teasers' as const);
    return [base, ...translations].flatMap(teaserTexts).map((text) => ({ source, text }));
  });
}

/** The site's words in `lang`: the owner's over the shipped, else the shipped, else none. */
function wordsIn(lang: string, root: string): Words | undefined {
  try {
    return loadWords(lang, root);
  } catch {
    return shippedWords[lang]; // the content check names a broken or missing words file
  }
}

export function lockedPageTexts(id: string, root = process.cwd()): KnownText[] {
  const others = otherLanguages(root);
  const langs = [...new Set([...languages, ...others, ...Object.keys(shippedWords)])];
  const pageWords = langs.flatMap((lang) => {
    const words = wordsIn(lang, root);
    return words ? [...Object.values(words.privateWork), ...Object.values(words.passphrase)] : [];
  });
  const taglines = others.map(
    (lang) =>
      (readTranslation(lang, 'site', root) as { siteConfig?: { tagline?: unknown } } | undefined)
        ?.siteConfig?.tagline,
  );
  return [
    ...teasers(id, root),
    ...taglines.filter(isText).map((text) => ({ source: 'tagline' as const, text })),
    ...pageWords.filter(isText).map((text) => ({ source: 'page' as const, text })),
  ];
}
