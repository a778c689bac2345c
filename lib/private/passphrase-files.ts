// `npm run check`'s rules on where a passphrase must never be written: a PROJECT_PASSPHRASE_*
// variable set in a file git tracks (a .env committed by `git add .`, a workflow, a config file),
// and a protected project's passphrase (from the environment) in any file of content/ or any file
// git tracks. Each problem names the file, never the passphrase. Without git the first rule is
// skipped, and the second searches content/ only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { passphraseVariable } from './passphrase';

type Env = Record<string, string | undefined>;

/** The files git tracks below `root` (relative paths), or undefined without git or a repository. */
export function trackedFiles(root: string): string[] | undefined {
  const result = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return result.stdout.split('\0').filter(Boolean);
}

const dotenv = /^\s*(?:export\s+)?(PROJECT_PASSPHRASE_\w+)\s*=(.*)$/; // .env, shell, TOML
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

/**
 * Where a passphrase is written in the project at `root`: a variable set in a tracked file, the
 * passphrase of one of `protectedIds` (read from `env`) in content/ or in a tracked file.
 */
export function passphraseFileProblems(
  root: string,
  protectedIds: string[],
  env: Env = process.env,
) {
  const tracked = trackedFiles(root);
  const secrets = protectedIds.flatMap((id) => {
    const passphrase = env[passphraseVariable(id)];
    return passphrase
      ? [{ id, variable: passphraseVariable(id), bytes: Buffer.from(passphrase) }]
      : [];
  });
  const files = [...new Set([...filesBelow(root, 'content'), ...(tracked ?? [])])].sort();
  const isTracked = new Set(tracked);
  return files.flatMap((file) => {
    const bytes = readFile(path.join(root, file));
    if (!bytes) return [];
    const where = file.split(path.sep).join('/');
    const settings =
      isTracked.has(file) && !bytes.includes(0)
        ? passphraseSettings(file, bytes.toString('utf8'))
        : [];
    return [
      ...settings.map(
        ({ line, variable }) =>
          `${where}: line ${line} sets ${variable}, and git tracks this file: whoever reads the repository (or its history) has the passphrase. Take it out, set it in .env.local or your host's settings, and choose a new passphrase (README: "Show NDA work")`,
      ),
      ...secrets
        .filter((secret) => bytes.includes(secret.bytes))
        .map(
          ({ id, variable }) =>
            `${where}: holds the passphrase of the protected project "${id}" (${variable}), and ${isTracked.has(file) ? 'git tracks this file' : 'content/ goes into the repository'}: take it out, and choose a new passphrase if it was ever committed or published`,
        ),
    ];
  });
}
