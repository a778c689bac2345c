// The build's check of the languages and the site's own words (scripts/build/pre/config-rules.mjs):
// content/site.yaml `languages`, and for each language its words, shipped or from the owner's file
// (content/words.yaml, content/<code>/words.yaml). Each problem names the file and the field.
import { siteConfig } from '@/lib/owner/site';
import { loadWords } from './get-words';
import { languagesProblems } from './languages';

const messages = (error: unknown) => String((error as Error).message ?? error).split('\n');

/** Every problem with the languages and their words in the project at `root`; empty when valid. */
export function wordsProblems(root = process.cwd()): string[] {
  const value = (siteConfig as { languages?: unknown }).languages;
  const problems = languagesProblems(value);
  // A bad list is the languages rule's to report (lib/i18n/check.ts); its words can't be read.
  if (problems.length > 0) return [];
  const languages = (value as string[] | undefined) ?? ['en'];
  return languages.flatMap((lang) => {
    try {
      loadWords(lang, root);
      return [];
    } catch (error) {
      return messages(error);
    }
  });
}
