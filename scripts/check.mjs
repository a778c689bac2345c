// `npm run check`: validates all content without building, with the rules the build applies (the
// same modules, imported through scripts/typescript-hooks.mjs), and lists every problem at once,
// each naming the file and the field, and the theme's (content/theme.ts: fields, contrast, the mark).
// `-- --publish` also fails on the sample site's values (lib/site/sample-content.ts): run it before
// you publish. Exits 1 when anything is wrong.
import { register } from 'node:module';
import nextEnv from '@next/env';

const started = Date.now();
register('./typescript-hooks.mjs', import.meta.url);
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const { contentNotes, contentProblems } = await import('../lib/content/check.ts');
const { themeProblems } = await import('../lib/theme/check.ts');
const { sampleValues } = await import('../lib/site/sample-content.ts');

const publish = process.argv.includes('--publish');
const problems = [...contentProblems(), ...themeProblems(), ...(publish ? sampleValues() : [])];
const notes = contentNotes();
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
