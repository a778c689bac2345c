// Keeps each protected project's sealed copy (sealed/<id>.sealed, which git keeps) and its
// plain-text files (./files, which git ignores) in step, on every `npm run check`, build and
// `npm run dev`:
// - plain files and no sealed copy (a new project): seal them;
// - a sealed copy and no plain files (a fresh clone, the host's build): open it and write them;
// - both, different: the side that changed since this machine last sealed or opened it wins (a
//   local edit is sealed again, a pulled sealed copy replaces unchanged local files); if both
//   changed, or the passphrase no longer opens a copy this machine did not write, nothing is
//   overwritten and a problem says what to do.
// Each project's side is ./project-sync. The sealed copy is a pack of the files (./bundle) sealed
// with the project's passphrase by the site's own cipher (lib/private/sealed), bound to the id and
// to "repository source", so it never opens as a page's sealed file or as another project's copy.
// What this machine last sealed or opened is remembered in private/.sealed-state.json
// (git-ignored with the rest of private/).
import fs from 'node:fs';
import path from 'node:path';
import { protectedIds, sealedSource } from './files';
import { historyNotes, trackedProblems, updateGitignore } from './git';
import { syncProject, type Synced } from './project-sync';

export { sourceBinding } from './project-sync';

type Env = Record<string, string | undefined>;
type State = Record<string, Synced>;

const STATE_FILE = 'private/.sealed-state.json';

function readState(root: string): State {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, STATE_FILE), 'utf8')) as State;
  } catch {
    return {};
  }
}

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
