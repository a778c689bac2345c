// What git must never hold of a protected case study, and how the repository is kept that way:
// .gitignore lists each protected project's plain-text files (./files) in a block that `npm run
// check`, the build and `npm run dev` keep in step, and a plain-text file that git tracks, would
// add, or once committed is named with the commands that take it out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isPlainFileOf, privateImageDir } from './files';
import { testimonialNotes } from './testimonials';

const BEGIN =
  '# >>> protected case studies: plain text stays on this machine (docs/private-work.md)';
const END = '# <<< protected case studies (npm run check and the build keep this block)';

/** The .gitignore lines for `ids`: their Markdown in every language (private/ is ignored whole). */
export function ignoreBlock(ids: string[]): string {
  if (ids.length === 0) return '';
  const lines = ids.flatMap((id) => [`/content/projects/${id}.md`, `/content/*/projects/${id}.md`]);
  return [BEGIN, ...lines, END].join('\n');
}

/** Writes the block for `ids` into root/.gitignore when it differs; says what it did, if so. */
export function updateGitignore(root: string, ids: string[]): string | undefined {
  const file = path.join(root, '.gitignore');
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start = before.indexOf(BEGIN);
  const end = before.indexOf(END, start);
  const rest =
    start === -1 || end === -1
      ? before
      : `${before.slice(0, start)}${before.slice(end + END.length).replace(/^\n/, '')}`;
  const block = ignoreBlock(ids);
  const after = block ? `${rest.replace(/\n*$/, '\n')}${block}\n` : rest;
  if (after === before) return undefined;
  fs.writeFileSync(file, after);
  return ids.length > 0
    ? `.gitignore: lists the plain-text files of ${ids.join(', ')} (commit .gitignore)`
    : '.gitignore: no protected case study to list';
}

/** `git <args>` in `root`, its output; undefined without git, or outside a repository. */
function git(root: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  return result.error || result.status !== 0 ? undefined : result.stdout;
}

const nulList = (output: string | undefined) => (output ?? '').split('\0').filter(Boolean);

const purge = (files: string[]) =>
  `git filter-repo --invert-paths ${files.map((file) => `--path ${file}`).join(' ')}`;

/** `files` grouped by the protected project they belong to. */
function byProject(files: string[], ids: string[]) {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const id = ids.find((candidate) => isPlainFileOf(file, candidate));
    if (id) groups.set(id, [...(groups.get(id) ?? []), file]);
  }
  return groups;
}

const listed = (files: string[]) => files.join(', ');

/**
 * A protected project's plain-text file that git tracks (forced in, or committed before it was
 * protected), or that `git add -A` would add (a rule lets it through .gitignore): each names the
 * files and the commands that take them out. None outside a git repository.
 */
export function trackedProblems(root: string, ids: string[]): string[] {
  if (ids.length === 0) return [];
  const tracked = byProject(nulList(git(root, ['ls-files', '-z'])), ids);
  const untracked = byProject(
    nulList(git(root, ['ls-files', '-z', '--others', '--exclude-standard'])),
    ids,
  );
  return [
    ...[...tracked].map(
      ([id, files]) =>
        `${listed(files)}: git tracks ${files.length === 1 ? 'this file' : 'these files'}, the protected case study "${id}" in plain text: anyone who can read the repository can read ${files.length === 1 ? 'it' : 'them'}. Take ${files.length === 1 ? 'it' : 'them'} out of the index (your copy stays): git rm --cached -- ${files.join(' ')}, then commit. If ${files.length === 1 ? 'it was' : 'they were'} ever pushed, treat the text as published, change the passphrase, and purge the history: ${purge(files)} (docs/private-work.md, "A plain text that was committed")`,
    ),
    ...[...untracked].map(
      ([id, files]) =>
        `${listed(files)}: \`git add -A\` would add ${files.length === 1 ? 'this file' : 'these files'}, the protected case study "${id}" in plain text: a rule in .gitignore or .git/info/exclude lets ${files.length === 1 ? 'it' : 'them'} through. Remove that rule (\`git check-ignore -v --no-index ${files[0]}\` finds it); ${privateImageDir(id).split('/')[0]}/ and the block "protected case studies" must stay ignored`,
    ),
  ];
}

/**
 * Plain-text files of protected projects that the repository's history holds (in any branch),
 * though git no longer tracks them: a note each, naming the commit and how to purge it; and a
 * testimonial of one in content/testimonials.yaml, which git keeps (./testimonials).
 */
export function historyNotes(root: string, ids: string[]): string[] {
  if (ids.length === 0) return [];
  const tracked = new Set(nulList(git(root, ['ls-files', '-z'])));
  const added = nulList(git(root, ['ls-files', '-z', '--others', '--exclude-standard']));
  const quotes = testimonialNotes(root, ids, new Set([...tracked, ...added]));
  const log = git(root, [
    'log',
    '--all',
    '--relative',
    '--diff-filter=AMR',
    '--name-only',
    '--format=@%h',
    '--',
    'content',
    'private',
  ]);
  if (!log) return quotes;
  const commits = new Map<string, string>(); // file -> the newest commit that holds it
  let commit = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) commit = line.slice(1);
    else if (line && !commits.has(line)) commits.set(line, commit);
  }
  const once = byProject(
    [...commits.keys()].filter((file) => !tracked.has(file)),
    ids,
  );
  return [
    ...quotes,
    ...[...once].map(
      ([id, files]) =>
        `${listed(files)}: the repository's history holds the protected case study "${id}" in plain text (commit ${commits.get(files[0])}). If it was ever pushed, treat the text as published and change the passphrase; to purge it from the history: ${purge(files)}, then git push --force (docs/private-work.md, "A plain text that was committed")`,
    ),
  ];
}
