// What the header's language switcher needs from the build, computed on the server: the languages,
// the case studies each one lacks, and each language's name and note in that language.
import { getWords } from './get-words';
import { languages } from './languages';
import { languageName } from './locales';
import { getListedProjectsIn } from './projects';
import type { SwitchSite } from './switch-target';

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
        // Said in the language the link leads to.
        notTranslated: getWords(lang).layout.notTranslated,
      },
    ]),
  );
