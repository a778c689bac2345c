// Runs after `next build` (npm's postbuild, last): writes each protected case study's sealed file
// (its text and images encrypted with its passphrase, lib/private) beside its page, then the leak
// check: every file in the export is searched for each protected project's texts, passphrase and
// image bytes, and the build fails naming the file if one is found. The list of files it scanned is
// written to .next/leak-check-files.txt. Honours EXPORT_DIR; reads .env.local as Next does.
import { mkdirSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import nextEnv from '@next/env';
import { exportDir } from './export-dir.mjs';

const root = process.cwd();
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
register('./typescript-hooks.mjs', import.meta.url);
const { loadProjects } = await import('../lib/content/projects.ts');
const { sealProject, protectedSecrets, sealedPath } =
  await import('../lib/private/protected-projects.ts');
const { readPassphrase } = await import('../lib/private/passphrase.ts');
const { leakMessage, scanForLeaks } = await import('../lib/private/leak-check.ts');

const out = path.resolve(root, exportDir);
const projects = loadProjects(path.join(root, 'content/projects'), path.join(root, 'public'));
const sealedProjects = projects.filter((project) => project.access === 'protected');
for (const project of sealedProjects) {
  const passphrase = readPassphrase(project);
  if ('problem' in passphrase)
    throw new Error(`content/projects/${project.id}.md: ${passphrase.problem}`);
  const file = path.join(out, sealedPath(project.id));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await sealProject(project, root, passphrase.passphrase));
}

const started = Date.now();
const { files, leaks } = scanForLeaks(out, protectedSecrets(projects, root));
mkdirSync(path.join(root, '.next'), { recursive: true });
writeFileSync(
  path.join(root, '.next/leak-check-files.txt'),
  `${files.map((file) => path.relative(out, file)).join('\n')}\n`,
);
if (leaks.length > 0) {
  console.error(`Leak check: ${leaks.length} leak(s) of protected case studies in ${exportDir}/:`);
  for (const leak of leaks) console.error(`  ${leakMessage(leak)}`);
  process.exit(1);
}
console.log(
  `private: ${sealedProjects.length} protected case stud${sealedProjects.length === 1 ? 'y' : 'ies'} sealed; leak check: ${files.length} files clean (${Date.now() - started} ms)`,
);
