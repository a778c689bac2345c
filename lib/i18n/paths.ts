// Every internal address the site writes goes through `pathFor`: the default language keeps the
// page's own path, another language puts its code in front. A link built here never leaves the
// language of the page it is on, so client-side navigation stays in that language.
import { defaultLanguage, isDefaultLanguage, languages } from './languages';

/** The address of `page` (a default-language path such as `/portfolio/atlas-base/`) in `lang`. */
export function pathFor(lang: string, page: string): string {
  if (!page.startsWith('/')) throw new Error(`pathFor: "${page}" is not a path on this site`);
  return isDefaultLanguage(lang) ? page : `/${lang}${page}`;
}

/** The language an address is in, and the default-language path of its page. */
export function pageOfPath(pathname: string): { lang: string; page: string } {
  const [, first] = pathname.split('/');
  const lang = languages.find((code) => code === first && !isDefaultLanguage(code));
  if (!lang) return { lang: defaultLanguage, page: pathname || '/' };
  return { lang, page: pathname.slice(lang.length + 1) || '/' };
}

/** The languages other than the default: the ones with pages under `/<code>/`. */
export const otherLanguages = () => languages.filter((lang) => !isDefaultLanguage(lang));
