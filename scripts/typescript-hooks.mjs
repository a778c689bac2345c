// Node module hooks that let the content scripts (check, new-project) import the TypeScript content
// modules the site is built from, so a script validates with the build's own rules, not a copy.
// TypeScript (already a dev dependency) strips the types; imports resolve as the bundler resolves
// them: the `@/` alias and extensionless paths.
// Use: `register('./typescript-hooks.mjs', import.meta.url)`, then `await import('../lib/content/x.ts')`.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = new URL('../', import.meta.url);
const extensions = ['.ts', '.tsx', '/index.ts'];

export async function resolve(specifier, context, nextResolve) {
  const aliased = specifier.startsWith('@/') ? new URL(specifier.slice(2), root).href : specifier;
  const local = aliased.startsWith('.') || aliased.startsWith('file:');
  if (local && context.parentURL && !/\.[cm]?[jt]sx?$|\.json$/.test(aliased)) {
    for (const extension of extensions) {
      const candidate = new URL(aliased + extension, context.parentURL);
      if (existsSync(fileURLToPath(candidate))) return nextResolve(candidate.href, context);
    }
  }
  return nextResolve(aliased, context);
}

export async function load(url, context, nextLoad) {
  if (!/\.tsx?$/.test(url) || url.includes('/node_modules/')) return nextLoad(url, context);
  const source = readFileSync(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      sourceMap: false,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
