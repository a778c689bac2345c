/** @jest-environment node */
// A build whose leak check fails leaves nothing to upload: the fixture's last build step, run again on
// a copy of its export with the protected nda-alpha's passphrase pasted into a public case study
// (the mistake the leak check exists for), in a temporary root that links the fixture's content.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(120_000);

const fixtureRoot = path.resolve('artifacts/fixture/site');
if (!fs.existsSync(path.join(fixtureRoot, 'out/index.html'))) {
  throw new Error('artifacts/fixture/site/out has no export: run `npm run build:fixture` first.');
}
const env = JSON.parse(fs.readFileSync('artifacts/fixture/env.json', 'utf8')) as Record<
  string,
  string
>;

describe('a build whose leak check fails', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'leaky-build-'));
  for (const dir of ['content', 'private', 'public']) {
    fs.symlinkSync(path.join(fixtureRoot, dir), path.join(root, dir));
  }
  fs.cpSync(path.join(fixtureRoot, 'out'), path.join(root, 'out'), { recursive: true });
  const page = path.join(root, 'out/portfolio/atlas-base/index.html');
  fs.appendFileSync(page, `<!-- ${env.PROJECT_PASSPHRASE_NDA_ALPHA} -->`);
  const result = spawnSync(
    process.execPath,
    [path.join(fixtureRoot, 'scripts/build/post/private-case-studies.mjs')],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ...env, EXPORT_DIR: '' } },
  );
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('fails, naming the file and what it holds', () => {
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'out/portfolio/atlas-base/index.html holds the passphrase of the protected project "nda-alpha"',
    );
  });

  it('leaves no export where a deploy would upload it, and says where it went', () => {
    expect(fs.existsSync(path.join(root, 'out'))).toBe(false);
    expect(
      fs.existsSync(path.join(root, '.next/leaked-export/portfolio/atlas-base/index.html')),
    ).toBe(true);
    expect(result.stderr).toContain(
      'Nothing was published: the export was moved from out/ to .next/leaked-export/ so that no deploy uploads it.',
    );
  });

  it('prints no secret in its message', () => {
    expect(result.stderr).not.toContain(env.PROJECT_PASSPHRASE_NDA_ALPHA);
    expect(result.stdout).not.toContain(env.PROJECT_PASSPHRASE_NDA_ALPHA);
  });
});
