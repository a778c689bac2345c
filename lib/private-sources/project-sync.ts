// One protected project's side of the sync (./sync): its plain files and its sealed copy compared,
// and the copy sealed again, the files written from it, or the problem that stops both.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { passphraseVariable, readPassphrase } from '@/lib/passphrase/passphrase';
import { open, seal, SealedError } from '@/lib/private/sealed';
import { packSources, unpackSources, type SourceFile } from './bundle';
import { isPlainFileOf, plainFiles, sealedSource } from './files';

type Env = Record<string, string | undefined>;
/** What this machine last sealed or opened of a project: hashes of the copy and of its files. */
export type Synced = { sealed: string; plain: string };

/**
 * What a sealed copy of project `id` is bound to: never a site's address or a language, so it never
 * opens as a page's file, nor a page's file as a copy. It holds every language.
 */
export const sourceBinding = (id: string) => ({ id, site: 'repository source', lang: '*' });

const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const readFiles = (root: string, files: string[]): SourceFile[] =>
  files.map((file) => ({ path: file, bytes: fs.readFileSync(path.join(root, file)) }));

/** The public front matter the passphrase rules read (id and teaser), from the plain Markdown. */
function passphraseProject(root: string, id: string) {
  try {
    const { teaser } = matter(fs.readFileSync(path.join(root, `content/projects/${id}.md`), 'utf8'))
      .data as { teaser?: { title: string; description: string } };
    return { id, teaser };
  } catch {
    return { id };
  }
}

const described = (files: string[]) => {
  const pictures = files.filter((file) => !file.endsWith('.md')).length;
  const texts = files.filter((file) => file.endsWith('.md'));
  return [...texts, ...(pictures > 0 ? [`${pictures} picture${pictures === 1 ? '' : 's'}`] : [])]
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');
};

type ProjectResult =
  { problem: string } | { state: { sealed: string; plain: string }; done?: string };

/** Brings project `id` in step; `last` is what this machine last sealed or opened of it. */
export async function syncProject(
  root: string,
  id: string,
  env: Env,
  last: Synced | undefined,
): Promise<ProjectResult> {
  const copy = sealedSource(id);
  const variable = passphraseVariable(id);
  const files = plainFiles(root, id);
  const plain = files.length > 0 ? packSources(readFiles(root, files)) : undefined;
  const sealedBytes = fs.existsSync(path.join(root, copy))
    ? new Uint8Array(fs.readFileSync(path.join(root, copy)))
    : undefined;

  const writeSealed = async (why: string): Promise<ProjectResult> => {
    // Only with a passphrase the build would accept: a weak one would let anyone guess the copy.
    const passphrase = readPassphrase(passphraseProject(root, id), env);
    if ('problem' in passphrase) return { state: last ?? { sealed: '', plain: '' } };
    const sealed = await seal(plain!, passphrase.passphrase, sourceBinding(id));
    fs.mkdirSync(path.dirname(path.join(root, copy)), { recursive: true });
    fs.writeFileSync(path.join(root, copy), sealed);
    return {
      state: { sealed: hash(sealed), plain: hash(plain!) },
      done: `${copy}: ${why}, from ${described(files)} (commit it; git ignores the plain files)`,
    };
  };

  if (!sealedBytes) return plain ? writeSealed('sealed') : { state: { sealed: '', plain: '' } };

  const passphrase = env[variable];
  if (!passphrase) {
    return plain
      ? { state: last ?? { sealed: '', plain: '' } } // the content check says the variable is unset
      : {
          problem: `${copy}: the protected case study "${id}" is here only as its sealed copy (a fresh clone?), and ${variable} is not set: set it in .env.local or the build's environment to the project's passphrase, and its files are written from the copy`,
        };
  }
  let opened: SourceFile[] | undefined;
  let openedPack: Uint8Array | undefined;
  try {
    openedPack = (await open(sealedBytes, passphrase, sourceBinding(id))).plaintext;
    opened = unpackSources(openedPack);
  } catch (error) {
    if (!(error instanceof SealedError)) throw error;
  }
  const stray = opened?.find((file) => !isPlainFileOf(file.path, id));
  if (stray) {
    return {
      problem: `${copy}: holds ${stray.path}, which is not a file of the protected case study "${id}": it was not written by this site's build; nothing was written from it`,
    };
  }
  const sealedChanged = last?.sealed !== hash(sealedBytes);

  if (!opened || !openedPack) {
    // This machine wrote or last opened this copy: the passphrase was changed here (revoked).
    if (plain && !sealedChanged) return writeSealed('sealed again with the new passphrase');
    return {
      problem: `${copy}: ${variable} does not open the sealed copy of "${id}"${plain ? ', which another machine wrote' : ''}: set ${variable} to the passphrase it was sealed with${plain ? `, or, to seal your local files with this one, delete ${copy} and run npm run check` : ''}`,
    };
  }
  if (plain && hash(openedPack) === hash(plain)) {
    return { state: { sealed: hash(sealedBytes), plain: hash(plain) } };
  }
  const plainChanged = !plain || last?.plain !== hash(plain);
  if (plain && !sealedChanged) return writeSealed('sealed again');
  if (plain && plainChanged) {
    return {
      problem: `${copy} and ${described(files)} differ, and both changed since this machine last sealed or opened them (edited here and pulled?). To keep your local files, delete ${copy} and run npm run check; to take the sealed copy, move your local files of "${id}" out of the project and run npm run check`,
    };
  }
  // A fresh clone, or a copy pulled over unchanged local files: write the files from it.
  for (const file of files) fs.rmSync(path.join(root, file));
  for (const file of opened) {
    fs.mkdirSync(path.dirname(path.join(root, file.path)), { recursive: true });
    fs.writeFileSync(path.join(root, file.path), file.bytes);
  }
  return {
    state: { sealed: hash(sealedBytes), plain: hash(openedPack) },
    done: `${copy}: opened, wrote ${described(opened.map((file) => file.path))}`,
  };
}
