// Reads content/<code>/<file>.ts, a file of texts, when the page asks for it. The bundler cannot
// know which languages the owner adds (a `require` with a variable part fails the build when no
// file matches, as on a one-language site), so the file is read from disk and its types stripped by
// TypeScript (a server-external package Next.js leaves to Node), then run as a plain module.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const cache = new Map<string, { stamp: number; value: object }>();

/** The exports of `content/<lang>/<file>.ts`, or undefined when there is no such file. */
export function readTranslation(lang: string, file: string, root = process.cwd()) {
  const name = `content/${lang}/${file}.ts`;
  const onDisk = path.join(root, name);
  const stat = fs.statSync(onDisk, { throwIfNoEntry: false });
  if (!stat) return undefined;
  const cached = cache.get(onDisk);
  if (cached && cached.stamp === stat.mtimeMs) return cached.value;
  const { outputText } = ts.transpileModule(fs.readFileSync(onDisk, 'utf8'), {
    fileName: name,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const loaded = { exports: {} as object };
  const noImports = () => {
    throw new Error(`${name}: a file of texts holds texts only; it cannot import anything`);
  };
  // The owner's own file, run at build time on the server (never in a browser).
  new Function('module', 'exports', 'require', outputText)(loaded, loaded.exports, noImports);
  cache.set(onDisk, { stamp: stat.mtimeMs, value: loaded.exports });
  return loaded.exports;
}
