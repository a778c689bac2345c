// A copy of the project whose Home has another intro setting (content/home.yaml `intro`), built
// into artifacts/builds/intro-<mode>/ for the browser checks of that setting; and the edit itself,
// which the fixture site also makes (`intro: once`).
// CLI: node scripts/test/intro-site.mjs <once|none>
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProject } from '../shared/project-copy.mjs';

/** Sets `intro: <mode>` in the copy at `root`. */
export function setIntro(root, mode) {
  const file = path.join(root, 'content/home.yaml');
  const yaml = readFileSync(file, 'utf8');
  if (!/^intro: \w+$/m.test(yaml)) throw new Error('content/home.yaml has no `intro:` line');
  writeFileSync(file, yaml.replace(/^intro: \w+$/m, `intro: ${mode}`));
}

/** Builds the copy; returns its export folder. */
export function buildIntroSite(mode) {
  const root = path.resolve('artifacts/builds', `intro-${mode}`);
  copyProject(root, { skip: ['_fonts'] });
  setIntro(root, mode);
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    env: { ...process.env, EXPORT_DIR: '', TYPES_CHECKED: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0)
    throw new Error(`the intro: ${mode} build failed (exit ${result.status})`);
  return path.join(root, 'out');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(buildIntroSite(process.argv[2] ?? 'none'));
}
