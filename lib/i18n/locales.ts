// How a language is named to browsers and crawlers. The default language keeps content/site.yaml
// `locale` (en-US in the sample) for <html lang> and og:locale, as before there were languages;
// another is its own code, with the region Intl fills in for og:locale (de: de_DE).
import { siteConfig } from '@/lib/owner/site';
import { isDefaultLanguage } from './languages';

/** `<html lang>` of a page in `lang`. */
export const htmlLang = (lang: string) => (isDefaultLanguage(lang) ? siteConfig.locale : lang);

/** og:locale of a page in `lang`: language_REGION. */
export function ogLocale(lang: string) {
  if (isDefaultLanguage(lang) && siteConfig.locale.includes('-')) {
    return siteConfig.locale.replace('-', '_');
  }
  const locale = new Intl.Locale(lang).maximize();
  return locale.region ? `${locale.language}_${locale.region}` : locale.language;
}

/** A language's name in that language, for the switcher: Deutsch, Italiano, English. */
export function languageName(lang: string) {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}
