// Node module hooks that let the scripts (check, preflight, brand, new-project) import the
// TypeScript modules the site is built from, so a script validates with the build's own rules.
// TypeScript (already a dev dependency) strips the types; imports resolve as the bundler resolves
// them: the `@/` alias and extensionless paths. Transpiled output is cached (see `transpile`).
// Use: `register('../shared/typescript-hooks.mjs', import.meta.url)`, then
// `await import('../../lib/content/x.ts')`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = new URL('../../', import.meta.url);
const extensions = ['.ts', '.tsx', '/index.ts'];

export async function resolve(specifier, context, nextResolve) {
  const aliased = specifier.startsWith('@/') ? new URL(specifier.slice(2), root).href : specifier;
  const local = aliased.startsWith('.') || aliased.startsWith('file:');
  if (local && context.parentURL && !/\.[cm]?[jt]sx?$|\.json$|\.yaml$/.test(aliased)) {
    for (const extension of extensions) {
      const candidate = new URL(aliased + extension, context.parentURL);
      if (existsSync(fileURLToPath(candidate))) return nextResolve(candidate.href, context);
    }
  }
  return nextResolve(aliased, context);
}

// Transpiled modules are kept in node_modules/.cache/ by a hash of their source, so a run whose
// files have not changed never loads TypeScript (most of a content check's or preflight's time).
const require = createRequire(import.meta.url);
const cacheDir = fileURLToPath(new URL('node_modules/.cache/typescript-hooks/', root));
const tsVersion = require('typescript/package.json').version;
let ts;

function transpile(source, fileName) {
  const key = createHash('sha256').update(`${tsVersion}\0${fileName}\0${source}`).digest('hex');
  const cached = path.join(cacheDir, `${key}.js`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  ts ??= require('typescript');
  const { outputText } = ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      sourceMap: false,
    },
  });
  try {
    // Written aside, then renamed: another process never reads half a file.
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}.tmp`;
    writeFileSync(partial, outputText);
    renameSync(partial, cached);
  } catch {
    // A read-only node_modules: transpile every time.
  }
  return outputText;
}

// An owner's YAML file (content/*.yaml) is a module whose default export is its text, as the
// bundler makes it (lib/owner/yaml-text-loader.cjs); lib/owner/ reads it.
const { asModule } = require('../../lib/owner/yaml-text-loader.cjs');

export async function load(url, context, nextLoad) {
  if (url.endsWith('.yaml') && !url.includes('/node_modules/')) {
    return {
      format: 'module',
      source: asModule(readFileSync(fileURLToPath(url), 'utf8')),
      shortCircuit: true,
    };
  }
  if (!/\.tsx?$/.test(url) || url.includes('/node_modules/')) return nextLoad(url, context);
  const file = fileURLToPath(url);
  return {
    format: 'module',
    source: transpile(readFileSync(file, 'utf8'), file),
    shortCircuit: true,
  };
}
