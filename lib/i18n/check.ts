// The languages' part of `npm run check` and of the build's preflight: each language after the
// first has every text of content/<code>/ (a missing one is a problem, naming the file and the
// field). Notes: texts still marked untranslated, and case studies without a translation (not
// published in that language). A bad `languages` list throws when ./languages loads, naming it.
import fs from 'node:fs';
import path from 'node:path';
import { validateProjects } from '@/lib/content/projects';
import { languages } from './languages';
import { localize } from './localize';
import { readTranslation } from './read-translation';
import { translateProject, translationFile } from './projects';
import { sourcedLists, textFields, textFiles } from './text-fields';

export { defaultFiles } from './owner-content';
import { defaultFiles } from './owner-content';

// A case study with a problem (a passphrase not set, a broken field) is the content rule's to
// report; the ones that read are checked here regardless, so the notes still list what is left.
function projectsThatRead(root: string) {
  return validateProjects(path.join(root, 'content/projects'), path.join(root, 'public')).projects;
}

export type LanguageReport = { problems: string[]; untranslated: string[]; notes: string[] };

/** Everything the check says about the languages of the project at `root`. */
export function languageReport(root = process.cwd()): LanguageReport {
  const report: LanguageReport = { problems: [], untranslated: [], notes: [] };
  const projects = languages.length > 1 ? projectsThatRead(root) : [];
  for (const lang of languages.slice(1)) {
    for (const file of textFiles) {
      const name = `content/${lang}/${file}.yaml`;
      const translation = readTranslation(lang, file, root);
      const base = { ...defaultFiles[file] };
      const { problems, untranslated, notes } = localize(
        base,
        translation,
        textFields[file],
        name,
        sourcedLists[file],
      );
      report.problems.push(...problems);
      report.untranslated.push(...untranslated);
      report.notes.push(...notes);
    }
    for (const project of projects) {
      const file = translationFile(lang, project.id);
      if (!fs.existsSync(file)) {
        report.notes.push(
          `content/${lang}/projects/${project.id}.md does not exist: the case study "${project.id}" is not published in ${lang}`,
        );
        continue;
      }
      const { problems, untranslated, notes } = translateProject(lang, project, file);
      report.problems.push(...problems);
      report.untranslated.push(...untranslated);
      report.notes.push(...notes);
    }
    // A translation of a case study that is gone from content/projects/: published nowhere.
    const ids = new Set(
      validateProjects(path.join(root, 'content/projects'), path.join(root, 'public')).ids,
    );
    const dir = path.join(root, 'content', lang, 'projects');
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
      if (!name.endsWith('.md') || ids.has(name.slice(0, -3))) continue;
      report.notes.push(
        `content/${lang}/projects/${name} translates the case study "${name.slice(0, -3)}", which content/projects/ no longer has: delete it`,
      );
    }
  }
  return report;
}
