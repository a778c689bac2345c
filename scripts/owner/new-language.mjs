// `npm run new-language -- <code>` (for example: npm run new-language -- de): starts a language.
// Writes content/<code>/ with every text of content/ to translate (lib/i18n/text-fields.ts: the
// page files' words and each case study's front matter texts and sections), each marked
// "[translate] " so that `npm run check` lists what is left by file and field, and says what to do
// next. A case study whose file you delete is simply not published in that language.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { loadOwnerEnv } from '../shared/env.mjs';

const fail = (message) => {
  console.error(`new-language: ${message}`);
  process.exit(1);
};

const args = process.argv.slice(2);
if (args.length !== 1 || args[0].startsWith('-')) {
  fail('usage: npm run new-language -- <code>   (a BCP 47 code, for example: de, fr, pt-BR)');
}
const [code] = args;

loadOwnerEnv();
register('../shared/typescript-hooks.mjs', import.meta.url);
const { defaultFiles } = await import('../../lib/i18n/check.ts');
const { languages, defaultLanguage, languagesProblems } =
  await import('../../lib/i18n/languages.ts');
const { sourcedLists, textFields, textFiles } = await import('../../lib/i18n/text-fields.ts');
const { pickTexts, textFileSource, projectFileSource } = await import('../../lib/i18n/template.ts');
const { getProjects } = await import('../../lib/content/projects.ts');

const [problem] = languagesProblems([code]);
if (problem) fail(problem.replace('content/site.yaml: field "languages": ', ''));
if (code === defaultLanguage)
  fail(`"${code}" is the default language: its texts are content/ itself.`);

const root = process.cwd();
const dir = path.join(root, 'content', code);
if (existsSync(dir)) fail(`content/${code}/ already exists: translate what is in it.`);

// Everything is made (and the case studies read) before the first file is written.
const files = [];
for (const file of textFiles) {
  const texts = pickTexts({ ...defaultFiles[file] }, textFields[file], sourcedLists[file]);
  files.push({ name: `${file}.yaml`, source: textFileSource(file, code, texts) });
}
for (const project of getProjects()) {
  files.push({ name: `projects/${project.id}.md`, source: projectFileSource(project) });
}
const written = files.map(({ name, source }) => {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  return `content/${code}/${name}`;
});

console.log(`new-language: wrote ${written.length} files in content/${code}/:`);
for (const file of written) console.log(`  ${file}`);
console.log(`
Next:
  1. Translate each text marked "[translate] " and remove the mark (npm run check lists those left).
     Case study sections keep their English "## Overview" ... headings: the site shows them in ${code}.
  2. Delete content/${code}/projects/<id>.md for a case study you do not translate: it is then not
     published in ${code} (no page, no link; the switcher leads to the ${code} portfolio).
  3. Add the language to content/site.yaml, under siteConfig: languages: [${[...new Set([...languages, code])].join(', ')}]`);
