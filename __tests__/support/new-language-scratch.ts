// A German (or other) content/<code>/ as `npm run new-language -- <code>` writes it (every text
// still marked "[translate] "), in a scratch copy of the project made of links to it; while a
// test file runs, the components read that copy as the project folder (process.cwd()). Real owner
// tooling, real files: a page in another language needs the owner's texts in it too.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function withNewLanguageScratch(code: string) {
  let scratch = '';
  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), `new-language-${code}-`));
    const link = (entry: string) => symlinkSync(path.resolve(entry), path.join(scratch, entry));
    for (const entry of readdirSync('.')) if (entry !== 'content') link(entry);
    mkdirSync(path.join(scratch, 'content'));
    for (const entry of readdirSync('content')) link(`content/${entry}`);
    execFileSync(process.execPath, [path.resolve('scripts/owner/new-language.mjs'), code], {
      cwd: scratch,
      stdio: 'ignore',
    });
    jest.spyOn(process, 'cwd').mockReturnValue(scratch);
  });
  afterAll(() => {
    jest.restoreAllMocks();
    rmSync(scratch, { recursive: true, force: true });
  });
}
