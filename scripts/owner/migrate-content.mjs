// `npm run migrate-content`: turns a site's content/*.ts and content/<code>/*.ts (the content files
// before they were YAML) into content/<name>.yaml, checks that each YAML file reads back to exactly
// the values the .ts file held (and, for the files of the default language, that they pass their
// schema), then deletes the .ts file. It says what it did, file by file, and changes nothing in a
// file it could not convert. A words file (content/words.ts, content/<code>/words.ts) becomes the
// areas of its `words` export, with the editor's schema line.
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

const root = process.cwd();
const files = oldContentFiles(root);
if (files.length === 0) {
  console.log('migrate-content: no .ts content files in content/: nothing to do');
  process.exit(0);
}

let failed = 0;
for (const file of files) {
  const target = file.replace(/\.ts$/, '.yaml');
  const name = path.basename(file, '.ts');
  const isDefault = path.dirname(file) === 'content' && name in ownerSchemas;
  try {
    if (existsSync(path.join(root, target))) throw new Error(`${target} exists already`);
    const loaded = await import(pathToFileURL(path.join(root, file)).href);
    // The values as the site used them: data only (types are gone; a function is not content).
    // In the order the file wrote them (a module's namespace lists its exports alphabetically).
    const source = readFileSync(path.join(root, file), 'utf8');
    const order = [...source.matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
    const names = [...new Set([...order, ...Object.keys(loaded)])].filter((key) => key in loaded);
    const isWords = name === 'words';
    const exported = isWords
      ? loaded.words
      : Object.fromEntries(names.map((key) => [key, loaded[key]]));
    if (isWords && exported === undefined) throw new Error('it does not export `words`');
    const values = JSON.parse(JSON.stringify(exported));
    const depth = path.dirname(file) === 'content' ? 1 : 2;
    const header = isDefault || isWords ? `${schemaLine(name, depth)}\n` : '';
    const text = `${header}${stringify(values, { lineWidth: 0 })}`;
    if (!isDeepStrictEqual(parse(text), values))
      throw new Error('the YAML does not read back the same');
    if (isDefault) {
      const { problems } = checkOwnerFile(target, text, ownerSchemas[name]);
      if (problems.length > 0)
        throw new Error(`the values do not pass the check:\n    ${problems.join('\n    ')}`);
    }
    writeFileSync(path.join(root, target), text);
    rmSync(path.join(root, file));
    const fields = Object.keys(values).join(', ');
    console.log(`migrate-content: ${file} -> ${target} (${fields}; same values), ${file} deleted`);
  } catch (error) {
    failed++;
    console.error(`migrate-content: ${file} left as it is: ${error.message}`);
  }
}
const done = files.length - failed;
console.log(
  `migrate-content: ${done} of ${files.length} file(s) converted${failed ? `, ${failed} left (see above)` : ''}. Comments in the .ts files are not carried over.`,
);
if (failed) process.exitCode = 1;
