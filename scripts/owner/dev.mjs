// `npm run dev`: the brand step (scripts/build/pre/brand.mjs: theme CSS, mark, icons, the font
// subset), the image step, then `next dev` (arguments are passed on, e.g. `-- -p 4000`) with a
// watcher on public/ that makes the responsive variants of any photo, and the outlined copy of any
// drawing with text, added or changed while it runs, and the brand step again after each save in
// content/ (scripts/owner/dev-brand.mjs: theme, mark, font). Content files need no reload step:
// lib/content/projects.ts reads them again after a change (see there). A protected case study's
// sealed copy (sealed/, lib/private-sources) is brought in step at the start and after each save of
// its files, so what git would commit is always current.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, watch } from 'node:fs';
import { createRequire, register } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';
import { basePath } from '../../lib/site/base-path.mjs';
import { GENERATED_DIR, optimizeImages } from '../build/pre/optimize-images.mjs';
import { loadOwnerEnv } from '../shared/env.mjs';
import { stopOnContentFileProblems } from '../build/pre/content-files.mjs';
import { watchBrand } from './dev-brand.mjs';
import { startDevCms } from './dev-cms.mjs';

const publicDir = 'public';
const projectsDir = 'content/projects';
// Images, and names without an extension (folders moved or renamed with images inside).
const relevant = /\.(png|jpe?g|svg)$|(^|\/)[^./]+$/i;

let running;
let again = false;
let timer;

async function updateImages() {
  if (running) {
    again = true;
    return running;
  }
  running = optimizeImages({ publicDir }).catch((error) => {
    // A photo still being copied cannot be decoded yet; its next change event runs the step again.
    console.error(`optimize-images: ${error instanceof Error ? error.message : error}`);
  });
  await running;
  running = undefined;
  if (again) {
    again = false;
    await updateImages();
  }
}

loadOwnerEnv({ dev: true });
register('../shared/typescript-hooks.mjs', import.meta.url);
await stopOnContentFileProblems((count) => `npm run dev: ${count} problem(s) in content/`);
const { syncPrivateSources } = await import('../../lib/private-sources/sync.ts');
const { startup, watchRestart } = await import('./dev-restart.mjs');

let syncing = Promise.resolve();
/** Seals what changed (or opens a fresh clone's copies); problems are printed, not fatal, here. */
const syncSources = () =>
  (syncing = syncing.then(async () => {
    const { done, problems } = await syncPrivateSources().catch((error) => ({
      done: [],
      problems: [String(error instanceof Error ? error.message : error)],
    }));
    for (const line of done) console.log(`private-sources: ${line}`);
    for (const problem of problems) console.error(`private-sources: ${problem}`);
  }));
await syncSources();

const brand = spawnSync(process.execPath, ['scripts/build/pre/brand.mjs'], { stdio: 'inherit' });
if (brand.status !== 0) process.exit(brand.status ?? 1);
await updateImages();
const closeBrandWatcher = watchBrand();
const started = startup();
const closeRestartWatcher = watchRestart(started);

const watcher = watch(publicDir, { recursive: true }, (_event, name) => {
  if (!name || name.startsWith(GENERATED_DIR) || !relevant.test(name)) return;
  clearTimeout(timer);
  timer = setTimeout(updateImages, 200);
});

// A protected project's files: its Markdown in any language and its pictures in private/.
let sealTimer;
const sourceWatchers = ['content', 'private']
  .filter((dir) => existsSync(dir))
  .map((dir) =>
    watch(dir, { recursive: true }, (_event, name) => {
      if (!name || (dir === 'content' && !name.endsWith('.md'))) return;
      if (name.endsWith('.sealed-state.json')) return;
      clearTimeout(sealTimer);
      sealTimer = setTimeout(syncSources, 500);
    }),
  );

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const next = spawn(process.execPath, [nextBin, 'dev', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PORTFOLIO_DEV_STARTUP: started,
    ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
  },
});
let origin;
next.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const local = /Local:\s+(http\S+)/.exec(stripVTControlCharacters(chunk.toString()))?.[1];
  if (local) origin ??= new URL(local).origin;
});

// `next dev` answers /portfolio/<id>/ from the ids generateStaticParams gave it last time and asks
// again only after that request, so a new project's first visit would be a 404. Visiting each new
// project's page as soon as its file appears, until it answers, has it ready when the owner looks.
const idOf = (name) => name.replace(/\.md$/, '');
const known = new Set(
  readdirSync(projectsDir)
    .filter((n) => n.endsWith('.md'))
    .map(idOf),
);
const projectWatcher = watch(projectsDir, async (_event, name) => {
  if (!origin || !name?.endsWith('.md')) return;
  const id = idOf(name);
  if (!existsSync(`${projectsDir}/${name}`)) return known.delete(id);
  if (known.has(id)) return;
  known.add(id);
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(250)) {
    const response = await fetch(`${origin}${basePath}/portfolio/${id}/`).catch(() => undefined);
    await response?.body?.cancel();
    if (response && response.status !== 404) return;
  }
});

// The CMS at localhost:3001/admin/ (docs/cms.md); the site goes on without it if its port is taken.
const cms = await startDevCms().catch((error) => {
  console.error(`cms: not started (${error instanceof Error ? error.message : error})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => next.kill(signal));
}
next.on('exit', (code, signal) => {
  watcher.close();
  closeBrandWatcher();
  closeRestartWatcher();
  projectWatcher.close();
  for (const sourceWatcher of sourceWatchers) sourceWatcher.close();
  clearTimeout(timer);
  clearTimeout(sealTimer);
  cms?.close();
  process.exit(code ?? (signal ? 0 : 1));
});
