// The languages' part of `npm run check` and of the build's preflight: content/site.ts `languages`
// is valid, and each language after the first has every text of content/<code>/ (a missing one is
// a problem, naming the file and the field). Notes: texts still marked untranslated, and case
// studies without a translation (not published in that language).
import fs from 'node:fs';
import { getProjects } from '@/lib/content/projects';
import { languages } from './languages';
import { localize } from './localize';
import { readTranslation } from './read-translation';
import { translateProject, translationFile } from './projects';
import { textFields, textFiles } from './text-fields';

export { defaultFiles } from './owner-content';
import { defaultFiles } from './owner-content';

/** Problems with the `languages` list itself. */
export function languageListProblems(list: readonly string[] = languages): string[] {
  return list.flatMap((code, index) => {
    let canonical: string | undefined;
    try {
      [canonical] = Intl.getCanonicalLocales(code);
    } catch {
      return [
        `content/site.ts: languages[${index}] "${code}" is not a BCP 47 language code (de, fr, pt-BR)`,
      ];
    }
    if (canonical !== code) {
      return [`content/site.ts: languages[${index}] "${code}" should be written "${canonical}"`];
    }
    return list.indexOf(code) === index
      ? []
      : [`content/site.ts: languages[${index}] "${code}" is listed twice`];
  });
}

// A case study with a problem is the content rule's to report; the texts are checked regardless.
function projectsOrNone() {
  try {
    return getProjects();
  } catch {
    return [];
  }
}

export type LanguageReport = { problems: string[]; untranslated: string[]; notes: string[] };

/** Everything the check says about the languages of the project at `root`. */
export function languageReport(root = process.cwd()): LanguageReport {
  const report: LanguageReport = { problems: languageListProblems(), untranslated: [], notes: [] };
  for (const lang of languages.slice(1)) {
    for (const file of textFiles) {
      const name = `content/${lang}/${file}.ts`;
      const translation = readTranslation(lang, file, root);
      const base = { ...defaultFiles[file] };
      const { problems, untranslated } = localize(base, translation, textFields[file], name);
      report.problems.push(...problems);
      report.untranslated.push(...untranslated);
    }
    for (const project of projectsOrNone()) {
      const file = translationFile(lang, project.id);
      if (!fs.existsSync(file)) {
        report.notes.push(
          `content/${lang}/projects/${project.id}.md does not exist: the case study "${project.id}" is not published in ${lang}`,
        );
        continue;
      }
      const { problems, untranslated } = translateProject(project, file);
      report.problems.push(...problems);
      report.untranslated.push(...untranslated);
    }
  }
  return report;
}
