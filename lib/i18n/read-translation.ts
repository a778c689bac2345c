// Reads content/<code>/<file>.yaml, a file of texts, when the page asks for it. The bundler cannot
// know which languages the owner adds, so the file is read from disk (and read again after it
// changes, for `npm run dev`); a mistake in its YAML stops the page naming `file:line:column`.
import fs from 'node:fs';
import path from 'node:path';
import { OwnerFileError } from '@/lib/owner/owner-file';
import { parseYaml } from '@/lib/owner/yaml-syntax';

const cache = new Map<string, { stamp: number; value: object }>();

/** The texts of `content/<lang>/<file>.yaml`, or undefined when there is no such file. */
export function readTranslation(lang: string, file: string, root = process.cwd()) {
  const name = `content/${lang}/${file}.yaml`;
  const onDisk = path.join(root, name);
  const stat = fs.statSync(onDisk, { throwIfNoEntry: false });
  if (!stat) return undefined;
  const cached = cache.get(onDisk);
  if (cached && cached.stamp === stat.mtimeMs) return cached.value;
  const { doc, problems } = parseYaml(name, fs.readFileSync(onDisk, 'utf8'));
  if (problems.length > 0) throw new OwnerFileError(problems[0]);
  const value: unknown = doc.toJS() ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new OwnerFileError(`${name}:1:1: holds fields (name: text), one per line`);
  }
  cache.set(onDisk, { stamp: stat.mtimeMs, value: value as object });
  return value as object;
}
