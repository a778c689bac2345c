/** @jest-environment node */
// `npm run check` in the fixture project (npm run build:fixture), as an owner runs it there: German
// with one case study untranslated, and the protected case studies' passphrases not set (they are
// only in the fixture build's environment). The check names the missing passphrases as problems
// and still lists what is left to translate.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const fixture = path.resolve('artifacts/fixture/site');
if (!fs.existsSync(path.join(fixture, 'out/index.html'))) {
  throw new Error('artifacts/fixture/site has no export: run `npm run build:fixture` first.');
}

const env: NodeJS.ProcessEnv = { ...process.env, CI: '', SITE_URL: '' };
for (const name of Object.keys(env)) if (name.startsWith('PROJECT_PASSPHRASE_')) delete env[name];
const run = spawnSync(process.execPath, ['scripts/owner/check.mjs'], {
  cwd: fixture,
  env,
  encoding: 'utf8',
});
const printed = `${run.stdout}${run.stderr}`;

describe('npm run check on a half-translated site without its passphrases', () => {
  it('fails naming each protected case study whose passphrase is not set', () => {
    expect(run.status).toBe(1);
    expect(printed).toContain(
      'content/projects/nda-alpha.md: is protected, but PROJECT_PASSPHRASE_NDA_ALPHA is not set',
    );
  });

  it('still notes the case study not translated into German', () => {
    expect(printed).toContain(
      'content/de/projects/3d-laser-scanning.md does not exist: the case study "3d-laser-scanning" is not published in de',
    );
  });
});
