// `npm run migrate-content`: brings an older site's content/ up to date, saying what it did file by
// file. 1. Its content/*.ts and content/<code>/*.ts (the content files before they were YAML) become
// content/<name>.yaml, each checked to read back to exactly the values the .ts file held; a words
// file becomes the areas of its `words` export. 2. The page texts that were the site's words (a
// page's heading, intro and description) move into the page's file in each language
// (lib/owner/page-text-migration.ts). 3. Every file of the default language it wrote must pass its
// schema. Only then is anything written, and each .ts file converted deleted; a file it could not
// convert is left as it is, with the reason.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';

register('../shared/typescript-hooks.mjs', import.meta.url);
const { stringify, parse } = await import('yaml');
const { oldContentFiles } = await import('../../lib/owner/check.ts');
const { ownerSchemas } = await import('../../lib/owner/schemas.ts');
const { checkOwnerFile } = await import('../../lib/owner/owner-file.ts');
const { schemaLine } = await import('../../lib/owner/json-schemas.ts');
const { movePageTexts } = await import('../../lib/owner/page-text-migration.ts');

const root = process.cwd();
const say = (line) => console.log(`migrate-content: ${line}`);
let failed = 0;
const leave = (file, reason) => {
  failed++;
  console.error(`migrate-content: ${file} left as it is: ${reason}`);
};

/** The YAML text of an old .ts content file, with the same values. */
async function convert(file) {
  const name = path.basename(file, '.ts');
  const target = file.replace(/\.ts$/, '.yaml');
  if (existsSync(path.join(root, target))) throw new Error(`${target} exists already`);
  const loaded = await import(pathToFileURL(path.join(root, file)).href);
  // The values as the site used them: data only (types are gone; a function is not content).
  // In the order the file wrote them (a module's namespace lists its exports alphabetically).
  const source = readFileSync(path.join(root, file), 'utf8');
  const order = [...source.matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
  const names = [...new Set([...order, ...Object.keys(loaded)])].filter((key) => key in loaded);
  const isWords = name === 'words';
  const exported = isWords ? loaded.words : Object.fromEntries(names.map((k) => [k, loaded[k]]));
  if (isWords && exported === undefined) throw new Error('it does not export `words`');
  const values = JSON.parse(JSON.stringify(exported));
  const depth = path.dirname(file) === 'content' ? 1 : 2;
  const isDefault = depth === 1 && name in ownerSchemas;
  const header = isDefault || isWords ? `${schemaLine(name, depth)}\n` : '';
  const text = `${header}${stringify(values, { lineWidth: 0 })}`;
  if (!isDeepStrictEqual(parse(text), values))
    throw new Error('the YAML does not read back the same');
  return { target, text, fields: Object.keys(values).join(', ') };
}

// 1. Every old file in memory, with what the page-text step and the checks then change.
const pending = new Map();
const converted = [];
const oldFiles = oldContentFiles(root);
for (const file of oldFiles) {
  try {
    const { target, text, fields } = await convert(file);
    pending.set(target, text);
    converted.push({ file, target, fields });
  } catch (error) {
    leave(file, error.message);
  }
}

// 2. The page texts, over the converted files and those already YAML.
const files = {
  read: (file) =>
    pending.get(file) ??
    (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined),
  write: (file, text) => pending.set(file, text),
};
const moves = movePageTexts(files);

// 3. The default language's files must pass their schema; a .ts file that would not stays.
for (const [target, text] of pending) {
  const name = path.basename(target, '.yaml');
  if (path.dirname(target) !== 'content' || !(name in ownerSchemas)) continue;
  const { problems } = checkOwnerFile(target, text, ownerSchemas[name]);
  if (problems.length === 0) continue;
  pending.delete(target);
  const from = converted.find((entry) => entry.target === target);
  leave(from?.file ?? target, `the values do not pass the check:\n    ${problems.join('\n    ')}`);
  if (from) converted.splice(converted.indexOf(from), 1);
}

for (const [file, text] of pending) writeFileSync(path.join(root, file), text);
for (const { file, target, fields } of converted) {
  rmSync(path.join(root, file));
  say(`${file} -> ${target} (${fields}; same values), ${file} deleted`);
}
for (const line of moves) say(line);

if (oldFiles.length === 0 && moves.length === 0 && failed === 0) {
  say('content/ is up to date: nothing to do');
} else {
  say(
    `${converted.length} of ${oldFiles.length} .ts file(s) converted, ${moves.length} page text(s) moved` +
      `${failed ? `, ${failed} file(s) left (see above)` : ''}. Comments in the .ts files are not carried over.`,
  );
}
if (failed) process.exitCode = 1;
