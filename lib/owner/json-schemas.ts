// A JSON Schema for each owner's file, written from the zod schemas (lib/owner/schemas.ts) into
// .schemas/ at the project's root by the build, `npm run dev` and `npm run check` (never kept by
// hand, and git-ignored; outside content/, which holds the owner's data only). Each YAML file names its schema on its first line, so an editor with a YAML
// language server (VS Code's YAML extension) completes and checks its fields.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ownerSchemas, wordsSchema, type OwnerFileName } from './schemas';

export const schemaDir = '.schemas';

/** The first line of content/<name>.yaml (`depth` 2: content/<code>/<name>.yaml): where its schema is. */
export const schemaLine = (name: OwnerFileName | 'words', depth = 1) =>
  `# yaml-language-server: $schema=${'../'.repeat(depth)}.schemas/${name}.json`;

/** The JSON Schema of content/<name>.yaml: what the file may hold, as written (before defaults). */
export function jsonSchema(name: OwnerFileName | 'words') {
  const schema = name === 'words' ? wordsSchema : ownerSchemas[name];
  return {
    ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
    title:
      name === 'words' ? 'content/words.yaml, content/<code>/words.yaml' : `content/${name}.yaml`,
  };
}

/** Writes every file's JSON Schema into .schemas/ (only those whose text changed). */
export function writeJsonSchemas(root = process.cwd()) {
  const dir = path.join(root, schemaDir);
  fs.mkdirSync(dir, { recursive: true });
  for (const name of [...(Object.keys(ownerSchemas) as OwnerFileName[]), 'words' as const]) {
    const target = path.join(dir, `${name}.json`);
    const text = `${JSON.stringify(jsonSchema(name), null, 2)}\n`;
    if (fs.readFileSync(target, { encoding: 'utf8', flag: 'a+' }) !== text) {
      fs.writeFileSync(target, text);
    }
  }
}
