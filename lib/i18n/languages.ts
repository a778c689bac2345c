// The site's languages: `languages` in content/site.yaml (BCP 47 codes, the first is the default).
// Without the field the site has one language, English, and is exactly what it was before.
import { siteConfig } from '@/lib/owner/site';

const field = 'content/site.yaml: field "languages"';

/** The problems with a `languages` value, each naming the file and field; empty when valid. */
export function languagesProblems(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length === 0) {
    return [`${field} must be a list of language codes, the default first, e.g. ['en', 'de']`];
  }
  const problems = value.flatMap((code, i) => {
    if (typeof code !== 'string') return [`${field}: item ${i + 1} must be text, like 'de'`];
    let canonical: string | undefined;
    try {
      [canonical] = Intl.getCanonicalLocales(code);
    } catch {
      canonical = undefined;
    }
    if (canonical !== code) {
      const hint = canonical ? ` (write "${canonical}")` : '';
      return [`${field}: "${code}" is not a BCP 47 language code like 'de' or 'pt-BR'${hint}`];
    }
    return [];
  });
  const repeated = value.filter((code, i) => value.indexOf(code) !== i);
  if (repeated.length > 0) problems.push(`${field} lists "${repeated[0]}" more than once`);
  return problems;
}

/** The languages of the site as content/site.yaml sets them; throws (naming the field) if invalid. */
export function resolveLanguages(value: unknown): readonly string[] {
  const problems = languagesProblems(value);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return (value as readonly string[] | undefined) ?? ['en'];
}

export const languages = resolveLanguages((siteConfig as { languages?: unknown }).languages);
export const defaultLanguage = languages[0];
export const isDefaultLanguage = (lang: string) => lang === defaultLanguage;
