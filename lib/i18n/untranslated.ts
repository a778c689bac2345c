// The mark `npm run new-language` puts in front of every text it copies for translation. A text
// that still starts with it is untranslated: `npm run check` lists it by file and field, and a
// publication build (SITE_URL set or CI=true) warns. The site shows it as it is meanwhile.
export const UNTRANSLATED = '[translate] ';

export const isUntranslated = (text: unknown) =>
  typeof text === 'string' && text.startsWith(UNTRANSLATED);

export const markUntranslated = (text: string) => `${UNTRANSLATED}${text}`;
