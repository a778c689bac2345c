// Dates and numbers formatted for a language with Intl. The default language keeps content/site.yaml's
// `locale` (en-US in the sample), so its output is what the site wrote before languages existed.
import { siteConfig } from '@/lib/owner/site';
import { defaultLanguage } from './languages';

/** The Intl locale of a language: content/site.yaml's `locale` for the default one, else its code. */
export const intlLocale = (lang: string) => (lang === defaultLanguage ? siteConfig.locale : lang);

/** A date in words for the language ("March 2027", "mars 2027"), in UTC unless told otherwise. */
export const formatDate = (date: Date, lang: string, options: Intl.DateTimeFormatOptions = {}) =>
  new Intl.DateTimeFormat(intlLocale(lang), { timeZone: 'UTC', ...options }).format(date);

/** A number for the language ("1,234.5", "1.234,5"). */
export const formatNumber = (value: number, lang: string, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(intlLocale(lang), options).format(value);
