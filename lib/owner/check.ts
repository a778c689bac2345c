// Every problem of the owner's YAML files for `npm run check` and the build's preflight
// (scripts/build/pre/config-rules.mjs): each file at `file:line:column`, a missing file, and old
// .ts content files left beside the YAML ones.
import fs from 'node:fs';
import path from 'node:path';
import { checkOwnerFile } from './owner-file';
import { ownerSchemas, type OwnerFileName } from './schemas';
import { parseYaml } from './yaml-syntax';

const isOldContent = (name: string) => name.endsWith('.ts');

/** The .ts content files in content/ and content/<code>/, as paths from the project. */
export function oldContentFiles(root = process.cwd()): string[] {
  const content = path.join(root, 'content');
  const folders = fs
    .readdirSync(content, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(entry.name))
    .map((entry) => `content/${entry.name}`);
  return ['content', ...folders].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter(isOldContent)
      .sort()
      .map((name) => `${folder}/${name}`),
  );
}

const oldProblem = (file: string) =>
  `${file}: content files are YAML now, and this one is left over: run \`npm run migrate-content\` to turn it into ${file.replace(/\.ts$/, '.yaml')}, or delete it if that file already holds its values`;

/** Each problem of content/*.yaml and content/<code>/*.yaml; empty when all read well. */
export function ownerFileProblems(root = process.cwd()): string[] {
  const problems = oldContentFiles(root).map(oldProblem);
  for (const name of Object.keys(ownerSchemas) as OwnerFileName[]) {
    const file = `content/${name}.yaml`;
    const full = path.join(root, file);
    if (!fs.existsSync(full)) {
      problems.push(`${file}: is missing (every site has it; docs/content.md shows what it holds)`);
      continue;
    }
    problems.push(
      ...checkOwnerFile(file, fs.readFileSync(full, 'utf8'), ownerSchemas[name]).problems,
    );
  }
  for (const folder of fs.readdirSync(path.join(root, 'content'), { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name.startsWith('.') || folder.name === 'projects')
      continue;
    const dir = path.join(root, 'content', folder.name);
    for (const name of fs
      .readdirSync(dir)
      .filter((entry) => entry.endsWith('.yaml'))
      .sort()) {
      const file = `content/${folder.name}/${name}`;
      problems.push(...parseYaml(file, fs.readFileSync(path.join(dir, name), 'utf8')).problems);
    }
  }
  return problems;
}
