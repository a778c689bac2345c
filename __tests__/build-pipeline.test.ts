/** @jest-environment node */
// The build pipeline's runner (scripts/build/run.mjs), on steps made for the test: they run in
// order, each one's time is printed, and the first that fails stops the rest with its own message
// and exit code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const runner = pathToFileURL(path.resolve(__dirname, '../scripts/build/run.mjs')).href;
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-pipeline-'));
  const step = (name: string, code: string) => fs.writeFileSync(path.join(dir, name), code);
  step('first.mjs', "console.log('first: done');");
  step('second.mjs', "console.log('second: done');");
  step('broken.mjs', "console.error('broken: the theme has no colour'); process.exit(3);");
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the runner on `steps` in a Node process of its own, as npm runs it. */
function runSteps(...steps: string[]) {
  const code = `import { runSteps } from ${JSON.stringify(runner)};
process.exitCode = runSteps('postbuild', ${JSON.stringify(steps)}, ${JSON.stringify(dir)});`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
}

it('runs the steps in order and prints the time of each', () => {
  const result = runSteps('first.mjs', 'second.mjs');
  expect(result.status).toBe(0);
  expect(result.stdout.trim().split('\n')).toEqual([
    'first: done',
    expect.stringMatching(/^postbuild: first\.mjs took \d+\.\d s \(step 1 of 2\)$/),
    'second: done',
    expect.stringMatching(/^postbuild: second\.mjs took \d+\.\d s \(step 2 of 2\)$/),
    expect.stringMatching(/^postbuild: 2 steps in \d+\.\d s$/),
  ]);
});

it('stops at the first failing step with its message and exit code', () => {
  const result = runSteps('first.mjs', 'broken.mjs', 'second.mjs');
  expect(result.status).toBe(3);
  expect(result.stderr.trim()).toBe('broken: the theme has no colour');
  expect(result.stdout).toContain('first: done');
  expect(result.stdout).not.toContain('second: done');
  expect(result.stdout).not.toContain('broken.mjs took');
});

describe('a failed post-build step', () => {
  /** Runs the post stage on `steps` in `dir` (the project's root), with `env`, as npm runs it. */
  function runPost(steps: string[], env: NodeJS.ProcessEnv = process.env) {
    const code = `import { runStage } from ${JSON.stringify(runner)};
process.exitCode = runStage('post', ${JSON.stringify(steps)}, ${JSON.stringify(dir)});`;
    return spawnSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...env, EXPORT_DIR: '' },
    });
  }
  beforeEach(() => {
    fs.mkdirSync(path.join(dir, 'out/portfolio'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'out/index.html'), '<!doctype html>');
  });

  it('leaves nothing in out/ to upload, and says where the export went', () => {
    const result = runPost(['first.mjs', 'broken.mjs']);
    expect(result.status).toBe(3);
    expect(fs.existsSync(path.join(dir, 'out'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, '.next/failed-export/index.html'), 'utf8')).toBe(
      '<!doctype html>',
    );
    expect(result.stderr).toContain(
      'Nothing was published: the export was moved from out/ to .next/failed-export/ so that no deploy uploads it.',
    );
  });

  it('leaves a successful export where it is', () => {
    expect(runPost(['first.mjs', 'second.mjs']).status).toBe(0);
    expect(fs.existsSync(path.join(dir, 'out/index.html'))).toBe(true);
  });

  it('gives every step the variables of .env.local', () => {
    fs.writeFileSync(path.join(dir, '.env.local'), 'PROJECT_PASSPHRASE_X=from-env-local\n');
    fs.writeFileSync(
      path.join(dir, 'reads.mjs'),
      'console.log(`reads: ${process.env.PROJECT_PASSPHRASE_X}`);',
    );
    // Not jest's NODE_ENV=test, with which Next's loader skips .env.local (as Next does in tests).
    const env = { ...process.env, NODE_ENV: 'production' } as const;
    expect(runPost(['reads.mjs'], env).stdout).toContain('reads: from-env-local');
  });
});
