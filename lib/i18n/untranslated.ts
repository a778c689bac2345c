// The mark `npm run new-language` puts in front of every text it copies for translation. A text
// that still starts with it is untranslated: `npm run check` lists it by file and field, and a
// publication build (SITE_URL set or CI=true) warns. The site shows it as it is meanwhile.
export const UNTRANSLATED = '[translate] ';

export const isUntranslated = (text: unknown) =>
  typeof text === 'string' && text.startsWith(UNTRANSLATED);

export const markUntranslated = (text: string) => `${UNTRANSLATED}${text}`;

/**
 * A translated text that is the default language's text word for word (an English alt text or
 * caption left on a German page): untranslated too. Four words or more, so that a name or a
 * category kept in both languages is not taken for one.
 */
export const isDefaultText = (text: unknown, base: unknown) =>
  typeof text === 'string' &&
  text.trim() === String(base).trim() &&
  (text.match(/\p{L}+/gu) ?? []).length >= 4;

/** How the check lists such a text among the untranslated ones. */
export const defaultTextMark = " (the default language's text, word for word)";
