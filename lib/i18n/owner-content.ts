// The owner's content in a language: the default files in content/ for the default language, and
// for another the same values with the words of content/<code>/ (lib/i18n/localize.ts). A missing
// text stops the build with a message naming the file and the field.
import * as about from '@/lib/owner/about';
import * as caseStudy from '@/lib/owner/case-study';
import * as categories from '@/lib/owner/categories';
import * as contact from '@/lib/owner/contact';
import * as home from '@/lib/owner/home';
import * as portfolio from '@/lib/owner/portfolio';
import * as processFile from '@/lib/owner/process';
import * as site from '@/lib/owner/site';
import * as testimonials from '@/lib/owner/testimonials';
import { isDefaultLanguage } from './languages';
import { localize, type Localized } from './localize';
import { readTranslation } from './read-translation';
import { sourcedLists, textFields, type TextFile } from './text-fields';

/** The default language's page files, by name (also the check's and new-language's). */
export const defaultFiles = {
  site,
  home,
  about,
  portfolio,
  process: processFile,
  contact,
  'case-study': caseStudy,
  categories,
  testimonials,
};

type Contents = typeof defaultFiles;

const cache = new Map<string, Localized<object>>();

/** `content/<code>/<file>.ts` merged over the default file, with its problems and untranslated texts. */
export function localizedFile<F extends TextFile>(lang: string, file: F): Localized<Contents[F]> {
  const key = `${lang}/${file}`;
  const cached = cache.get(key);
  if (cached) return cached as Localized<Contents[F]>;
  const base = { ...defaultFiles[file] } as Contents[F];
  const result = isDefaultLanguage(lang)
    ? { value: base, problems: [], untranslated: [], notes: [] }
    : localize(
        base,
        readTranslation(lang, file),
        textFields[file],
        `content/${lang}/${file}.yaml`,
        sourcedLists[file],
      );
  cache.set(key, result);
  return result;
}

/** The file's content in `lang`; throws on its first missing text, as the build does. */
export function contentIn<F extends TextFile>(lang: string, file: F): Contents[F] {
  const { value, problems } = localizedFile(lang, file);
  if (problems.length > 0) throw new Error(problems[0]);
  return value;
}
