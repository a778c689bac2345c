// `npm run check`: every rule the build applies, without building
// (scripts/build/pre/config-rules.mjs, the list the build's preflight runs: content, theme,
// contact, analytics, BASE_PATH, SITE_URL), and lists every problem at once, each naming the file
// and the field or the variable. `-- --publish` also fails on the sample site's values
// (lib/site/sample-content.ts): run it before you publish. Exits 1 when anything is wrong. First,
// as the build does, it brings each protected case study's sealed copy in step with its plain files
// (lib/private-sources), so that `git add -A` after a check commits the new sealed copy.
import { register } from 'node:module';
import { configProblems } from '../build/pre/config-rules.mjs';
import { stopOnContentFileProblems } from '../build/pre/content-files.mjs';
import { loadOwnerEnv } from '../shared/env.mjs';

const started = Date.now();
loadOwnerEnv();
register('../shared/typescript-hooks.mjs', import.meta.url);
// The YAML files first: every other rule reads them.
await stopOnContentFileProblems((count) => `Content check: ${count} problem(s)`);
const { syncPrivateSources } = await import('../../lib/private-sources/sync.ts');
const sources = await syncPrivateSources();
for (const line of sources.done) console.log(`private-sources: ${line}`);
const problems = [...sources.problems, ...(await configProblems())];
const publish = process.argv.includes('--publish');
if (publish) {
  const { sampleValues } = await import('../../lib/site/sample-content.ts');
  problems.push(...sampleValues());
}
const notes = [...sources.notes, ...(await contentNotes()), ...(await languageNotes())];
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length === 0) {
  console.log(`Content check: no problems (${seconds} s)`);
} else {
  console.error(`Content check: ${problems.length} problem(s) (${seconds} s)\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}
// Not errors: testimonials waiting for permission, a client under NDA named, a passed date.
if (notes.length > 0) {
  console.warn(`\nTo look at (${notes.length}, not errors):\n`);
  for (const note of notes) console.warn(`  ${note}`);
}

/** Each text still marked for translation, by file and field, and each untranslated case study. */
async function languageNotes() {
  try {
    const { untranslated, notes } = await (
      await import('../../lib/i18n/check.ts')
    ).languageReport();
    return [
      ...untranslated.map((where) =>
        where.endsWith(')')
          ? `${where}: not translated yet`
          : `${where}: not translated yet ("[translate] ")`,
      ),
      ...notes,
    ];
  } catch {
    return [];
  }
}

/** The notes, or none when the modules they need did not load (a problem above says why). */
async function contentNotes() {
  try {
    return (await import('../../lib/content/check.ts')).contentNotes();
  } catch {
    return [];
  }
}
