// The build's first step (and `npm run check`'s, `npm run dev`'s): keeps each protected case study's
// sealed copy in sealed/ (which git keeps) and its plain-text files (which git ignores) in step, and
// .gitignore listing them (lib/private-sources/sync.ts). On a fresh clone it writes the plain files
// from the sealed copies with the passphrases of the environment, so the host's build sees exactly
// what the owner's machine does. Stops the build when a plain file is tracked by git or a copy
// cannot be opened, naming the file and what to do.
import { register } from 'node:module';
import { loadOwnerEnv } from '../../shared/env.mjs';

loadOwnerEnv();
register('../../shared/typescript-hooks.mjs', import.meta.url);
const { syncPrivateSources } = await import('../../../lib/private-sources/sync.ts');

const { done, problems, notes } = await syncPrivateSources();
for (const line of done) console.log(`private-sources: ${line}`);
for (const note of notes) console.warn(`⚠ ${note}`);
if (problems.length > 0) {
  console.error(`\nThe build stopped: ${problems.length} problem(s) with protected case studies\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
