// Runs after `next build` (npm's postbuild, last): writes each protected case study's sealed file
// (its text and images encrypted with its passphrase, lib/private) beside its page, then the leak
// check: every file in the export is searched for each protected project's texts, passphrase and
// image bytes, and the build fails naming the file if one is found. It first removes the build's
// image manifest, which Next copied from public/. A failed step leaves nothing to
// upload: the export is moved to .next/leaked-export/ (which no deploy recipe uploads) and the
// message says so. The list of files it scanned is written to .next/leak-check-files.txt. Honours
// EXPORT_DIR; reads .env.local as Next does (scripts/shared/env.mjs).
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { loadOwnerEnv } from '../../shared/env.mjs';
import { exportDir } from './export-dir.mjs';

const root = process.cwd();
loadOwnerEnv({ root });
register('../../shared/typescript-hooks.mjs', import.meta.url);
const { loadProjects } = await import('../../../lib/content/projects.ts');
const { protectedSecrets, sealedPath } =
  await import('../../../lib/leak-check/protected-projects.ts');
const { sealProject } = await import('../../../lib/private/seal-project.ts');
const { readPassphrase } = await import('../../../lib/passphrase/passphrase.ts');
const { sealingKey } = await import('../../../lib/private/sealed.ts');
const { leakMessage, scanForLeaks } = await import('../../../lib/leak-check/leak-check.ts');
const { MANIFEST } = await import('../../../lib/images/images.ts');
const { languages } = await import('../../../lib/i18n/languages.ts');
const { pathFor } = await import('../../../lib/i18n/paths.ts');
const { getProjectsIn } = await import('../../../lib/i18n/projects.ts');
const { categoryName } = await import('../../../lib/i18n/categories.ts');

const out = path.resolve(root, exportDir);
const quarantine = path.join(root, '.next/leaked-export');

/** Moves the export out of reach of every upload, and says where it went. */
function withdrawExport(problems) {
  rmSync(quarantine, { recursive: true, force: true });
  mkdirSync(path.dirname(quarantine), { recursive: true });
  if (existsSync(out)) renameSync(out, quarantine);
  console.error(problems.join('\n'));
  console.error(
    `\nNothing was published: the export was moved from ${path.relative(root, out) || '.'}/ to ${path.relative(root, quarantine)}/ so that no deploy uploads it. Fix the above and build again.`,
  );
  process.exit(1);
}

// The image manifest (public/_generated/images.json) is the build's, not the site's: it would list
// every image in public/, an unlisted case study's among them.
rmSync(path.join(out, MANIFEST), { force: true });

const projects = loadProjects(path.join(root, 'content/projects'), path.join(root, 'public'));
const sealedProjects = projects.filter((project) => project.access === 'protected');
// Each language seals its own translation, below its own page and bound to its language, under one
// key per project (one salt), so a key the browser keeps opens the project in every language.
const keys = new Map();
for (const lang of languages) {
  for (const project of getProjectsIn(lang).filter((p) => p.access === 'protected')) {
    const passphrase = readPassphrase(project);
    if ('problem' in passphrase)
      withdrawExport([`content/projects/${project.id}.md: ${passphrase.problem}`]);
    if (!keys.has(project.id)) keys.set(project.id, await sealingKey(passphrase.passphrase));
    const file = path.join(out, pathFor(lang, sealedPath(project.id)));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await sealProject(project, root, keys.get(project.id), lang));
  }
}

const started = Date.now();
// What every language's protected case studies say is searched for in every file of the export.
const { secrets, problems } = protectedSecrets(projects, root, { categoryIn: categoryName });
const { files, leaks } = scanForLeaks(out, secrets);
mkdirSync(path.join(root, '.next'), { recursive: true });
writeFileSync(
  path.join(root, '.next/leak-check-files.txt'),
  `${files.map((file) => path.relative(out, file)).join('\n')}\n`,
);
if (problems.length > 0 || leaks.length > 0) {
  withdrawExport([
    ...(problems.length > 0
      ? [`Leak check: ${problems.length} public file(s) hold protected texts:`]
      : []),
    ...problems.map((problem) => `  ${problem}`),
    ...(leaks.length > 0
      ? [`Leak check: ${leaks.length} leak(s) of protected texts in ${exportDir}/:`]
      : []),
    ...leaks.map((leak) => `  ${leakMessage(leak)}`),
  ]);
}
console.log(
  `private: ${sealedProjects.length} protected case stud${sealedProjects.length === 1 ? 'y' : 'ies'} sealed; leak check: ${files.length} files clean (${Date.now() - started} ms)`,
);
