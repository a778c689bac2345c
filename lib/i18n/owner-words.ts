// Reads the owner's words file of a language (content/words.ts for the default language,
// content/<code>/words.ts for another) at build time. The file is optional, so it is read from
// disk rather than imported; TypeScript (a dev dependency the build already has) strips its types.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDefaultLanguage } from './languages';

/** Where the owner's words of a language live, relative to the project. */
export const ownerWordsFile = (lang: string) =>
  isDefaultLanguage(lang) ? 'content/words.ts' : `content/${lang}/words.ts`;

type TypeScript = typeof import('typescript');

// Through Node's own require from the project, so the bundler neither follows nor bundles it.
function loadTypeScript(): TypeScript {
  const { createRequire } = process.getBuiltinModule('node:module');
  return createRequire(path.join(process.cwd(), 'package.json'))('typescript') as TypeScript;
}

/** The `words` the file exports, or undefined when there is no file. Throws naming the file. */
export function readOwnerWords(file: string, root = process.cwd()): unknown {
  const full = path.join(root, file);
  if (!existsSync(full)) return undefined;
  const ts = loadTypeScript();
  const { outputText } = ts.transpileModule(readFileSync(full, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const loaded: { exports: Record<string, unknown> } = { exports: {} };
  const noImports = (name: string) => {
    throw new Error(`${file}: holds only texts, so it cannot import "${name}"`);
  };
  try {
    new Function('module', 'exports', 'require', outputText)(loaded, loaded.exports, noImports);
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(message.startsWith(file) ? message : `${file}: ${message}`);
  }
  if (!('words' in loaded.exports)) {
    throw new Error(
      `${file}: must export \`words\`, e.g. export const words = { layout: { ... } };`,
    );
  }
  return loaded.exports.words;
}
