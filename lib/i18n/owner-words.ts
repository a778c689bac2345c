// Reads the owner's words file of a language (content/words.yaml for the default language,
// content/<code>/words.yaml for another) at build time, and on every render under `next dev`. The
// file is optional, so it is read from disk rather than imported. A YAML mistake names the file,
// the line and the column (lib/owner/yaml-syntax.ts); lib/i18n/get-words.ts checks the keys.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@/lib/owner/yaml-syntax';
import { isDefaultLanguage } from './languages';

/** Where the owner's words of a language live, relative to the project. */
export const ownerWordsFile = (lang: string) =>
  isDefaultLanguage(lang) ? 'content/words.yaml' : `content/${lang}/words.yaml`;

/** The words the file holds ({} for an empty file), or undefined when there is no file. */
export function readOwnerWords(file: string, root = process.cwd()): unknown {
  const full = path.join(root, file);
  if (!existsSync(full)) return undefined;
  const { doc, problems } = parseYaml(file, readFileSync(full, 'utf8'));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return doc.toJS() ?? {};
}
