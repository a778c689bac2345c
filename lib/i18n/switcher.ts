// What the header's language switcher needs from the build, computed on the server: the languages,
// the case studies each one lacks, and each language's name and note in that language.
import { languages } from './languages';
import { languageName } from './locales';
import { getListedProjectsIn } from './projects';
import type { SwitchSite } from './switch-target';

// Said in the language the link leads to, on a case study that language does not have.
const notTranslatedNotes: Record<string, string> = {
  en: 'portfolio: this case study is not in English',
  de: 'Portfolio: diese Fallstudie gibt es nicht auf Deutsch',
  fr: 'portfolio : cette étude de cas n’existe pas en français',
  es: 'portafolio: este caso no está en español',
};

export const switcherSite = (): SwitchSite => ({
  languages,
  listed: Object.fromEntries(
    languages.map((lang) => [lang, getListedProjectsIn(lang).map((project) => project.id)]),
  ),
});

export const switcherNames = () =>
  Object.fromEntries(
    languages.map((lang) => [
      lang,
      {
        name: languageName(lang),
        notTranslated: notTranslatedNotes[lang.split('-')[0]] ?? notTranslatedNotes.en,
      },
    ]),
  );
