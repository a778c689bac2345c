// The brand step again while `npm run dev` runs (scripts/owner/dev.mjs): after a save in content/,
// scripts/build/pre/brand.mjs writes the theme's CSS, the mark and its icons, and the font subset
// anew, so a new accent, neutral, radius, mark or typeface (or a character the subset lacks) shows
// on the next reload. A theme that fails (contrast, a broken mark) is printed here by the step and
// shown in the browser's overlay by components/pages/root-document.tsx (lib/theme/check.ts).
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';

// The files the step reads: the theme, the mark and an owner's font (content/brand/), the name the
// monogram draws and the languages (site.yaml), and the text the font subset covers (everything).
const relevant = /\.(ya?ml|md|svg|woff2)$/;

/** Runs the brand step once; resolves with its exit code. */
function runBrand() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build/pre/brand.mjs'], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Watches content/ and runs the brand step after each burst of saves; returns the closer. */
export function watchBrand({ log = console.log } = {}) {
  let timer;
  let running;
  let again = false;
  let failed = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = runBrand();
    const code = await running;
    running = undefined;
    if (code !== 0) {
      failed = true;
      log('brand: the pages show this problem until it is fixed; the server keeps running');
    } else if (failed) {
      failed = false;
      log('brand: the theme is fixed; reload the page');
    }
    if (again) {
      again = false;
      await run();
    }
  };
  const watcher = watch('content', { recursive: true }, (_event, name) => {
    if (!name || !relevant.test(name)) return;
    clearTimeout(timer);
    timer = setTimeout(run, 300);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
