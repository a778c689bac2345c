// Keeps each protected project's sealed copy (sealed/<id>.sealed, which git keeps) and its plain-text
// files (./files, which git ignores) in step, on every `npm run check`, build and `npm run dev`:
// - plain files and no sealed copy (a new project): seal them;
// - a sealed copy and no plain files (a fresh clone, the host's build): open it and write them;
// - both, different: the side that changed since this machine last sealed or opened it wins (a local
//   edit is sealed again, a pulled sealed copy replaces unchanged local files); if both changed,
//   or the passphrase no longer opens a copy this machine did not write, nothing is overwritten and
//   a problem says what to do.
// The sealed copy is a pack of the files (./bundle) sealed with the project's passphrase by the
// site's own cipher (lib/private/sealed), bound to the id and to "repository source", so it never
// opens as a page's sealed file or as another project's copy. What this machine last sealed or
// opened is remembered in private/.sealed-state.json (git-ignored with the rest of private/).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { passphraseVariable, readPassphrase } from '@/lib/passphrase/passphrase';
import { open, seal, SealedError } from '@/lib/private/sealed';
import { packSources, unpackSources, type SourceFile } from './bundle';
import { isPlainFileOf, plainFiles, protectedIds, sealedSource } from './files';
import { historyNotes, trackedProblems, updateGitignore } from './git';

type Env = Record<string, string | undefined>;
type State = Record<string, { sealed: string; plain: string }>;

const STATE_FILE = 'private/.sealed-state.json';

/**
 * What a sealed copy of project `id` is bound to: never a site's address or a language, so it never
 * opens as a page's file, nor a page's file as a copy. It holds every language.
 */
export const sourceBinding = (id: string) => ({ id, site: 'repository source', lang: '*' });

const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function readState(root: string): State {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, STATE_FILE), 'utf8')) as State;
  } catch {
    return {};
  }
}

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

export type SyncResult = { done: string[]; problems: string[]; notes: string[] };

/**
 * Brings every protected project's sealed copy and plain files in step in the project at `root`,
 * keeps .gitignore listing the plain files, and names any that git tracks or would add.
 */
export async function syncPrivateSources(
  root = process.cwd(),
  env: Env = process.env,
): Promise<SyncResult> {
  const done: string[] = [];
  const problems: string[] = [];
  const { ids, notProtected } = protectedIds(root);
  const ignored = updateGitignore(root, ids);
  if (ignored) done.push(ignored);
  for (const id of notProtected) {
    fs.rmSync(path.join(root, sealedSource(id)));
    done.push(`${sealedSource(id)}: removed (content/projects/${id}.md is no longer protected)`);
  }

  const state = readState(root);
  for (const id of ids) {
    const result = await syncProject(root, id, env, state[id]);
    if ('problem' in result) problems.push(result.problem);
    else {
      if (result.done) done.push(result.done);
      state[id] = result.state;
    }
  }
  for (const id of Object.keys(state)) if (!ids.includes(id)) delete state[id];
  if (ids.length > 0 || fs.existsSync(path.join(root, STATE_FILE))) {
    fs.mkdirSync(path.join(root, 'private'), { recursive: true });
    fs.writeFileSync(path.join(root, STATE_FILE), `${JSON.stringify(state, null, 2)}\n`);
  }
  problems.push(...trackedProblems(root, ids));
  return { done, problems, notes: historyNotes(root, ids) };
}

type ProjectResult =
  { problem: string } | { state: { sealed: string; plain: string }; done?: string };

async function syncProject(
  root: string,
  id: string,
  env: Env,
  last: { sealed: string; plain: string } | undefined,
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
