// A local repository for the CMS at /admin/ without a folder picker: the test writes a project's
// content/ (and an empty .git/, which Sveltia CMS looks for) into the page origin's private file
// system (OPFS), and an init script, added by the test to its own browser context and never
// shipped in the export, hands that folder over wherever the page asks the user to pick one.
// Then the files the CMS wrote are read back, and checked with the project's own `npm run check`
// in a copy of the project.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPOSITORY = 'cms-local-repository';

/** Added to the browser context: showDirectoryPicker() answers with the seeded folder. */
export function pickSeededFolder(name) {
  window.showDirectoryPicker = async () =>
    (await navigator.storage.getDirectory()).getDirectoryHandle(name);
}

/** content/ of the project at `root`, as { path, text } (paths from the project's root). */
export const contentFiles = (root = '.') =>
  readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ya?ml|md)$/.test(file))
    .sort()
    .map((file) => ({
      path: `content/${file.split(path.sep).join('/')}`,
      text: readFileSync(path.join(root, 'content', file), 'utf8'),
    }));

/** Writes `files` into the origin's private file system, folder `name`, with an empty .git/. */
export function seed(page, files, name = REPOSITORY) {
  return page.evaluate(
    async ({ files, name }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(name, { recursive: true }).catch(() => {});
      const repo = await root.getDirectoryHandle(name, { create: true });
      await repo.getDirectoryHandle('.git', { create: true });
      for (const file of files) {
        const parts = file.path.split('/');
        let dir = repo;
        for (const part of parts.slice(0, -1)) {
          dir = await dir.getDirectoryHandle(part, { create: true });
        }
        const handle = await dir.getFileHandle(parts.at(-1), { create: true });
        const writable = await handle.createWritable();
        await writable.write(file.text);
        await writable.close();
      }
    },
    { files, name },
  );
}

const textFile = /\.(ya?ml|md|json|svg|txt)$/i;

/**
 * Every file in the seeded folder now, as { path: content }, .git/ left out: text as text, any
 * other file (an uploaded picture) as a Buffer.
 */
export function readBack(page, name = REPOSITORY) {
  return page
    .evaluate(
      async ({ name, pattern }) => {
        const files = {};
        const walk = async (dir, prefix) => {
          for await (const [entry, handle] of dir.entries()) {
            const file = `${prefix}${entry}`;
            if (file === '.git') continue;
            if (handle.kind === 'directory') await walk(handle, `${file}/`);
            else if (textFile.test(file)) files[file] = await (await handle.getFile()).text();
            else {
              const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
              let binary = '';
              for (let i = 0; i < bytes.length; i += 0x8000) {
                binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
              }
              files[file] = { base64: btoa(binary) };
            }
          }
        };
        const textFile = new RegExp(pattern, 'i');
        await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(name), '');
        return files;
      },
      { name, pattern: textFile.source },
    )
    .then((files) =>
      Object.fromEntries(
        Object.entries(files).map(([file, content]) => [
          file,
          typeof content === 'string' ? content : Buffer.from(content.base64, 'base64'),
        ]),
      ),
    );
}

/** The files of `after` that differ from `before` (or are new), and those that are gone. */
export function changes(before, after) {
  const was = Object.fromEntries(before.map((file) => [file.path, file.text]));
  return {
    changed: Object.keys(after)
      .filter((file) => was[file] !== after[file])
      .sort(),
    removed: Object.keys(was).filter((file) => !(file in after)),
  };
}

/** A line diff of two texts (diff -u), for the report. */
export function unifiedDiff(file, before, after) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-diff-'));
  try {
    writeFileSync(path.join(dir, 'a'), before ?? '');
    writeFileSync(path.join(dir, 'b'), after ?? '');
    const result = spawnSync(
      'diff',
      ['-u', '--label', `a/${file}`, '--label', `b/${file}`, 'a', 'b'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const skipped = new Set(['node_modules', '.next', 'out', 'artifacts', '.git', 'coverage']);

/**
 * A copy of the project at `root` with `files` (path: text) written over it, node_modules linked,
 * for the project's own commands to read. Returns its folder; remove it when done.
 */
export function projectWith(files, root = '.') {
  const copy = mkdtempSync(path.join(tmpdir(), 'cms-project-'));
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => !skipped.has(path.relative(root, source).split(path.sep)[0]),
  });
  symlinkSync(path.resolve(root, 'node_modules'), path.join(copy, 'node_modules'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), text);
  }
  return copy;
}

/**
 * Runs `npm run check` in `dir`: { status, output }. With `images`, first the image step npm runs
 * before it (`precheck`), which makes every picture's sizes.
 */
export function runCheck(dir, { images = false } = {}) {
  const run = (script) =>
    spawnSync(process.execPath, [script], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    });
  const steps = images ? [run('scripts/build/pre/optimize-images.mjs')] : [];
  if (steps.every((step) => step.status === 0)) steps.push(run('scripts/owner/check.mjs'));
  return {
    status: steps.at(-1).status,
    output: steps.map((step) => `${step.stdout}${step.stderr}`).join(''),
  };
}

/** The files the image step made for public/images/projects/<name>.* (AVIF, WebP sizes). */
export const generatedSizes = (dir, name) =>
  readdirSync(path.join(dir, 'public/_generated'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.includes(name.split('/').at(-1)),
  );

/** The case studies as the build reads them from `dir` (lib/content/projects.ts), by id. */
export function builtProjects(dir) {
  const script = `
    import { register } from 'node:module';
    register('./scripts/shared/typescript-hooks.mjs', 'file://' + process.cwd() + '/');
    const { loadProjects } = await import('./lib/content/projects.ts');
    const projects = loadProjects('content/projects', 'public');
    console.log(JSON.stringify(Object.fromEntries(projects.map((p) => [p.id, p.title]))));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr.trim().split('\n').slice(-3).join(' '));
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}
