// A copy of the project for builds that must not touch the working tree (bench:scale, the test
// fixture): sources copied, node_modules hard-linked (Turbopack refuses a node_modules symlinked
// from outside the project), build output and caches left behind.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const alwaysSkipped = ['node_modules', '.next', 'out', 'artifacts', '.git'];

/** Copies the project into `dest` (emptied first); `skip` names more files or folders to leave out. */
export function copyProject(dest, { skip = [] } = {}) {
  const skipped = new Set([...alwaysSkipped, ...skip]);
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  for (const entry of readdirSync('.').filter((name) => !skipped.has(name))) {
    cpSync(entry, path.join(dest, entry), {
      recursive: true,
      filter: (source) => !skipped.has(path.basename(source)),
    });
  }
  execFileSync('cp', ['-al', path.resolve('node_modules'), path.join(dest, 'node_modules')]);
}
