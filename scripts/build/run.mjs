// The build pipeline in one place: the steps npm runs before `next build` (`prebuild`: node
// scripts/build/run.mjs pre) and after it (`postbuild`: node scripts/build/run.mjs post), in this
// order. Each step runs in its own Node process, as a chain of `node step && node step` did, and
// prints what it did; this adds each step's time. The first step that fails stops the pipeline:
// its own message is the last thing printed, and the pipeline exits with its exit code. A failed
// post-build step leaves nothing to upload: the export is moved out of reach (`withdrawExport`).
// The owner's environment files (.env.local ...) are read once here, so every step sees them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOwnerEnv } from '../shared/env.mjs';

/** Each stage's steps in the order they run, relative to this folder. */
export const stages = {
  pre: [
    'pre/content-files.mjs',
    'pre/private-sources.mjs',
    'pre/brand.mjs',
    'pre/optimize-images.mjs',
    'pre/preflight.mjs',
    'pre/video-budget.mjs',
  ],
  post: [
    'post/language-404.mjs',
    'post/feeds.mjs',
    'post/draft-notes.mjs',
    'post/preload-fonts.mjs',
    'post/prefetch-hints.mjs',
    'post/filter-deep-link.mjs',
    'post/late-scripts.mjs',
    'post/critical-css.mjs',
    'post/csp.mjs',
    'post/admin.mjs',
    'post/private-case-studies.mjs',
  ],
};

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `steps` (scripts relative to `dir`) one after another, printing each one's time under
 * `label`. Returns 0, or the exit code of the first step that fails (128 + signal when killed).
 * @param {string} label
 * @param {string[]} steps
 * @param {string} [dir]
 * @returns {number}
 */
export function runSteps(label, steps, dir = here) {
  const started = Date.now();
  for (const [index, step] of steps.entries()) {
    const stepStarted = Date.now();
    const result = spawnSync(process.execPath, [path.join(dir, step)], { stdio: 'inherit' });
    if (result.error) {
      console.error(`${label}: ${step} did not start: ${result.error.message}`);
      return 1;
    }
    if (result.signal) return 128 + (constants.signals[result.signal] ?? 0);
    if (result.status !== 0) return result.status ?? 1;
    const time = seconds(Date.now() - stepStarted);
    console.log(`${label}: ${step} took ${time} (step ${index + 1} of ${steps.length})`);
  }
  console.log(`${label}: ${steps.length} steps in ${seconds(Date.now() - started)}`);
  return 0;
}

/** Where a failed post-build step moves the export, so that no deploy finds it in out/. */
export const WITHDRAWN = '.next/failed-export';

/**
 * Moves the export (EXPORT_DIR, else out/) of the project at `root` to .next/failed-export/ and
 * says so. A step that already moved it (the leak check) leaves nothing to move.
 */
export function withdrawExport(root = process.cwd(), exportDir = process.env.EXPORT_DIR || 'out') {
  const out = path.resolve(root, exportDir);
  if (!existsSync(out)) return;
  const target = path.join(root, WITHDRAWN);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(out, target);
  console.error(
    `\nNothing was published: the export was moved from ${path.relative(root, out) || '.'}/ to ${WITHDRAWN}/ so that no deploy uploads it. Fix the above and build again.`,
  );
}

/**
 * One stage as npm runs it: the owner's environment files read, the steps run, and, when a
 * post-build step fails, the export withdrawn. Returns the exit code.
 * @param {'pre' | 'post'} stage
 */
export function runStage(stage, steps = stages[stage], dir = here) {
  loadOwnerEnv();
  const code = runSteps(`${stage}build`, steps, dir);
  if (stage === 'post' && code !== 0) withdrawExport();
  return code;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stage = process.argv[2];
  if (Object.hasOwn(stages, stage)) {
    process.exitCode = runStage(stage);
  } else {
    console.error(`Usage: node scripts/build/run.mjs <${Object.keys(stages).join('|')}>`);
    process.exitCode = 2;
  }
}
