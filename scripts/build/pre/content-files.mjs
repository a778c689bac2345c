// The owner's YAML files (content/*.yaml, content/<code>/*.yaml), checked before any step reads
// them: `npm run build` (the first pre step), `npm run dev` and `npm run check` run it first, so a
// mistake prints as `file:line:column: what to do`, every one at once, and nothing else runs.
// Writes each file's JSON Schema into .schemas/ for the owner's editor on the way.
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';

register('../../shared/typescript-hooks.mjs', import.meta.url);

/** Every problem of the owner's YAML files; empty when they all read well. */
export async function contentFileProblems(root = process.cwd()) {
  const { writeJsonSchemas } = await import('../../../lib/owner/json-schemas.ts');
  const { ownerFileProblems } = await import('../../../lib/owner/check.ts');
  writeJsonSchemas(root);
  return ownerFileProblems(root);
}

/** Prints the problems under `heading` and exits 1, if there are any. */
export async function stopOnContentFileProblems(heading) {
  const problems = await contentFileProblems();
  if (problems.length === 0) return;
  console.error(`\n${heading(problems.length)}\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    '\nFix them and run it again (docs/content.md, "Writing YAML", shows the quoting rules).\n',
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await stopOnContentFileProblems(
    (count) => `The build stopped before Next.js started: ${count} problem(s) in content/`,
  );
}
