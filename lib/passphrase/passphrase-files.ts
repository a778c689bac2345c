// `npm run check`'s rules on where a passphrase must never be written: a PROJECT_PASSPHRASE_*
// variable set in a file git tracks or would add (not ignored: `git add .` commits it; a .env, a
// workflow, a Dockerfile, a config file), and a protected project's passphrase (from the
// environment) in any file of content/ or any file git tracks or would add, also written with
// other separators or none, in any case ("Tidal Quiver_marble.ostrich"). Each problem names the
// file, never the passphrase. Without git the first rule is skipped, and the second searches
// content/ only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { passphraseVariable } from './passphrase';

type Env = Record<string, string | undefined>;

/** The files below `root` git lists with `args` (relative paths), or undefined without git. */
function gitFiles(root: string, args: string[]): string[] | undefined {
  const result = spawnSync('git', ['ls-files', '-z', ...args], { cwd: root, encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return result.stdout.split('\0').filter(Boolean);
}

/** The files git tracks below `root`, or undefined without git or a repository. */
export const trackedFiles = (root: string) => gitFiles(root, []);

/** The files git does not track but would add (`git add .`): neither tracked nor ignored. */
export const addableFiles = (root: string) => gitFiles(root, ['--others', '--exclude-standard']);

const dotenv = /^\s*(?:export\s+|setx?\s+|\$env:)?(PROJECT_PASSPHRASE_\w+)\s*=(.*)$/i; // .env, sh, TOML, PowerShell, cmd
const dockerfile = /^\s*(?:ENV|ARG)\s+(PROJECT_PASSPHRASE_\w+)(?:\s*=|\s+)(.*)$/i; // ENV X value, ENV X=value
const shell = /^\s*(?:setenv|set\s+-\w+)\s+(PROJECT_PASSPHRASE_\w+)\s+(.*)$/; // csh, fish
const yaml = /^\s*(?:-\s+)?(PROJECT_PASSPHRASE_\w+)\s*:(.*)$/; // workflows, compose files
const json = /"(PROJECT_PASSPHRASE_\w+)"\s*:\s*"([^"]*)"/;

/**
 * A value written out, not left empty, commented out, taken from elsewhere ($VAR, ${{ secrets.X }})
 * or a placeholder in angle brackets (`<five random words>`, as the docs show one).
 */
const isValue = (raw: string) => {
  const value = raw
    .replace(/(^|\s)#.*$/, '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .trim();
  return value !== '' && !value.startsWith('$') && !/^<[^<>]*>$/.test(value);
};

/** Each line of `text` that sets a PROJECT_PASSPHRASE_* variable to a value. */
export function passphraseSettings(file: string, text: string) {
  const rules = [
    dotenv,
    dockerfile,
    shell,
    ...(/\.ya?ml$/.test(file) ? [yaml] : []),
    ...(/\.json$/.test(file) ? [json] : []),
  ];
  return text.split(/\r?\n/).flatMap((line, i) => {
    for (const rule of rules) {
      const found = rule.exec(line);
      if (found && isValue(found[2])) return [{ line: i + 1, variable: found[1] }];
    }
    return [];
  });
}

/** Every file below `dir` (relative to `root`), following no links. */
function filesBelow(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesBelow(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}

const readFile = (file: string) => {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined; // tracked but deleted, or not a file
  }
};

/** A text as the search compares it: letters and digits only, lowercased, without accents. */
const compact = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toLowerCase();

/** Whether `bytes` hold the passphrase: as it is, or in a text file with any separators or case. */
function holds(
  bytes: Buffer,
  text: string | undefined,
  secret: { bytes: Buffer; compact: string },
) {
  if (bytes.includes(secret.bytes)) return true;
  return text !== undefined && secret.compact.length > 0 && text.includes(secret.compact);
}

/**
 * Where a passphrase is written in the project at `root`: a variable set in a file git tracks or
 * would add, the passphrase of one of `protectedIds` (read from `env`) in content/ or in such a file.
 */
export function passphraseFileProblems(
  root: string,
  protectedIds: string[],
  env: Env = process.env,
) {
  const tracked = trackedFiles(root);
  const addable = tracked ? (addableFiles(root) ?? []) : [];
  const secrets = protectedIds.flatMap((id) => {
    const passphrase = env[passphraseVariable(id)];
    return passphrase
      ? [
          {
            id,
            variable: passphraseVariable(id),
            bytes: Buffer.from(passphrase),
            compact: compact(passphrase),
          },
        ]
      : [];
  });
  const files = [
    ...new Set([...filesBelow(root, 'content'), ...(tracked ?? []), ...addable]),
  ].sort();
  const isTracked = new Set(tracked);
  const isAddable = new Set(addable);
  return files.flatMap((file) => {
    const bytes = readFile(path.join(root, file));
    if (!bytes) return [];
    const where = file.split(path.sep).join('/');
    const git = isTracked.has(file)
      ? 'git tracks this file'
      : isAddable.has(file)
        ? 'git would add this file (it is not ignored, so `git add .` commits it)'
        : undefined;
    const text = bytes.includes(0) ? undefined : bytes.toString('utf8');
    const settings = git && text !== undefined ? passphraseSettings(file, text) : [];
    const compacted = text === undefined || secrets.length === 0 ? undefined : compact(text);
    return [
      ...settings.map(
        ({ line, variable }) =>
          `${where}: line ${line} sets ${variable}, and ${git}: whoever reads the repository (or its history) has the passphrase. Take it out, set it in .env.local or your host's settings, and choose a new passphrase (README: "Show NDA work")`,
      ),
      ...secrets
        .filter((secret) => holds(bytes, compacted, secret))
        .map(
          ({ id, variable }) =>
            `${where}: holds the passphrase of the protected project "${id}" (${variable}), and ${git ?? 'content/ goes into the repository'}: take it out, and choose a new passphrase if it was ever committed or published`,
        ),
    ];
  });
}
