// The fixture site: one build, shared by every export check and browser check that needs content the
// sample site does not have (private case studies, another theme and mark, ...). It is a copy of the
// project in artifacts/fixture/site with __tests__/fixture/site/ laid over it (same paths: a file
// there replaces or adds the project's file), built with the variables __tests__/fixture/env.mjs
// returns. Those variables (test-only values, never committed secrets) are written beside the copy
// so the checks can read them: `fixtureEnv()`.
// Usage: npm run build:fixture (after `npm run build`, which makes the image variants it reuses).
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { copyProject } from '../shared/project-copy.mjs';
import { setIntro } from './intro-site.mjs';

export const fixtureRoot = path.resolve('artifacts/fixture/site');
export const fixtureOut = path.join(fixtureRoot, 'out');
const overlay = path.resolve('__tests__/fixture/site');
const envFile = path.resolve('artifacts/fixture/env.json');
const ownFont = path.resolve(
  'node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
);

/** The variables the fixture was built with. */
export function fixtureEnv() {
  if (!existsSync(path.join(fixtureOut, 'index.html'))) {
    throw new Error('artifacts/fixture/site/out has no export: run `npm run build:fixture` first.');
  }
  return JSON.parse(readFileSync(envFile, 'utf8'));
}

export async function buildFixture() {
  const started = Date.now();
  // The image variants are kept (the build only checks their hashes); the fonts are cut again.
  copyProject(fixtureRoot, { skip: ['_fonts'] });
  if (existsSync(overlay)) cpSync(overlay, fixtureRoot, { recursive: true });
  // Home's intro once per browser session (the sample plays it always; checks/intro-settings.mjs).
  setIntro(fixtureRoot, 'once');
  // The owner's own variable font (content/theme.yaml `font.file`): a copy of DM Sans (SIL Open Font
  // License) under another name, standing in for a typeface the owner licensed.
  mkdirSync(path.join(fixtureRoot, 'content/brand/fonts'), { recursive: true });
  copyFileSync(ownFont, path.join(fixtureRoot, 'content/brand/fonts/studio-sans.woff2'));
  const { fixtureVariables } = await import(
    pathToFileURL(path.resolve('__tests__/fixture/env.mjs'))
  );
  const env = await fixtureVariables();
  writeFileSync(envFile, `${JSON.stringify(env, null, 2)}\n`);
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: fixtureRoot,
    env: { ...process.env, EXPORT_DIR: '', TYPES_CHECKED: '1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the fixture build failed (exit ${result.status})`);
  console.log(
    `Fixture site built in ${Math.round((Date.now() - started) / 1000)} s: ${fixtureOut}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildFixture();
