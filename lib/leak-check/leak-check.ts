// The leak check: what of a protected project must never appear in a published file (its texts in
// every language, lib/leak-check/secrets.ts and search-rules.ts; its passphrase; its image bytes), and a
// scan of every file in a folder for them, host files and manifests included, each file read in
// every form it may hold a text in (file-text.ts). The build runs it over out/ after the export
// (scripts/build/post/private-case-studies.mjs); `npm run check` over public/, which Next copies
// into out/.
import fs from 'node:fs';
import path from 'node:path';
import { fileText, type FileText } from './file-text';

export type Secret = {
  what: string;
  /** Its letters and digits (normalize.ts), found inside any file however they are split. */
  compact?: string;
  /** Its words (`" acme bank "`), found as whole words in text files; `first` is the first. */
  words?: string;
  first?: string;
  /** Found only in what a reader sees: no script, style or code file (a single word). */
  readable?: boolean;
  /** Found only in the files of the project's own pages (`portfolio/<id>/`, every language). */
  page?: boolean;
  /** Exact bytes (an image). */
  bytes?: Buffer;
};

/** The key in a secrets map for the names of content/clients.yaml's confidential clients. */
export const CONFIDENTIAL_CLIENTS = 'content/clients.yaml';

const filesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

// A binary file's letters and digits, ASCII only and in lower case, for the long texts.
const binaryLetters = (bytes: Buffer) =>
  bytes
    .toString('latin1')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
const asciiOnly = (letters: string) => letters.replace(/[^a-z0-9]/g, '');

function holds(file: FileText, raw: () => string, secret: Secret, bytes: Buffer) {
  if (secret.bytes) return bytes.includes(secret.bytes);
  if (secret.compact !== undefined) {
    if (file.compact.includes(secret.compact)) return true;
    const ascii = asciiOnly(secret.compact);
    return !file.text && ascii.length >= 16 && raw().includes(ascii);
  }
  if (!file.text || !secret.words || !file.wordSet.has(secret.first!)) return false;
  return (secret.readable ? file.readable : file.words).includes(secret.words);
}

export type Leak = { file: string; project: string; what: string };

const ownPage = (id: string) => new RegExp(`(^|/)portfolio/${id}/(?!sealed\\.bin$)`);

/** Every file under `dir`, and each secret found in one. */
export function scanForLeaks(dir: string, secrets: Map<string, Secret[]>) {
  const files = fs.existsSync(dir) ? filesIn(dir) : [];
  const pages = new Map([...secrets.keys()].map((id) => [id, ownPage(id)]));
  const leaks: Leak[] = [];
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    const name = path.relative(dir, file).split(path.sep).join('/');
    const text = fileText(bytes, name);
    let letters: string | undefined;
    const raw = () => (letters ??= binaryLetters(bytes));
    for (const [project, list] of secrets) {
      const onPage = pages.get(project)!.test(name);
      const found = new Set<string>();
      for (const secret of list) {
        if ((secret.page && !onPage) || found.has(secret.what)) continue;
        if (holds(text, raw, secret, bytes)) {
          found.add(secret.what);
          leaks.push({ file, project, what: secret.what });
        }
      }
    }
  }
  return { files, leaks };
}

export const leakMessage = ({ file, project, what }: Leak) =>
  project === CONFIDENTIAL_CLIENTS
    ? `${path.relative(process.cwd(), file)} holds the name of a client marked confidential in content/clients.yaml (showName: false)`
    : project.startsWith('draft note ')
      ? `${path.relative(process.cwd(), file)} holds ${what} of the ${project.replace(/^draft note (.*)$/, 'draft note "$1"')}`
      : `${path.relative(process.cwd(), file)} holds ${what} of the protected project "${project}"`;
