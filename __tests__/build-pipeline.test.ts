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
