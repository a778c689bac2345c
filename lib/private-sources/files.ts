// Which files hold a protected case study in plain text, on the owner's machine only: its Markdown
// in every language folder (content/projects/<id>.md, content/<code>/projects/<id>.md) and its
// pictures (private/images/projects/<id>/). git ignores them; what the repository keeps is their
// sealed copy, sealed/<id>.sealed (./sync).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { PRIVATE_DIR } from '@/lib/private/private-images';

export const SEALED_DIR = 'sealed';

/** sealed/<id>.sealed, relative to the project's root. */
export const sealedSource = (id: string) => `${SEALED_DIR}/${id}.sealed`;

/** Where a protected project's pictures live (every file below it is part of its sealed copy). */
export const privateImageDir = (id: string) => `${PRIVATE_DIR}/images/projects/${id}`;

const posix = (file: string) => file.split(path.sep).join('/');

/** Every file below `dir` (relative to `root`, with forward slashes), following no links. */
export function filesBelow(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = posix(path.join(dir, entry.name));
      if (entry.isDirectory()) return filesBelow(root, relative);
      return entry.isFile() ? [relative] : [];
    })
    .sort();
}

/** The language folders of content/ (content/de/, content/pt-BR/ ...) that hold case studies. */
const languageDirs = (root: string) =>
  fs.existsSync(path.join(root, 'content'))
    ? fs
        .readdirSync(path.join(root, 'content'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'projects')
        .filter((entry) => fs.existsSync(path.join(root, 'content', entry.name, 'projects')))
        .map((entry) => entry.name)
        .sort()
    : [];

/** The plain-text files of protected project `id` that exist in the project at `root`. */
export function plainFiles(root: string, id: string): string[] {
  const markdown = [
    `content/projects/${id}.md`,
    ...languageDirs(root).map((code) => `content/${code}/projects/${id}.md`),
  ].filter((file) => fs.existsSync(path.join(root, file)));
  return [...markdown, ...filesBelow(root, privateImageDir(id))];
}

/** Is `file` (relative, forward slashes) one of a protected project's plain-text files? */
export function isPlainFileOf(file: string, id: string): boolean {
  return (
    file === `content/projects/${id}.md` ||
    new RegExp(`^content/[^/]+/projects/${escape(id)}\\.md$`).test(file) ||
    file.startsWith(`${privateImageDir(id)}/`)
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The `access` a case study's front matter sets, without validating the rest. Front matter that
 * does not parse counts as protected when its text says so: a typo must not let git take the file.
 */
function accessOf(file: string): { parsed: boolean; access?: string } {
  const text = fs.readFileSync(file, 'utf8');
  try {
    const access = matter(text).data.access;
    return { parsed: true, access: typeof access === 'string' ? access : 'public' };
  } catch {
    return {
      parsed: false,
      access: /^\s*access\s*:\s*["']?protected\b/m.test(text) ? 'protected' : undefined,
    };
  }
}

/**
 * The protected projects of the project at `root`: each case study in content/projects/ whose front
 * matter says `access: protected`, and each one that exists only as its sealed copy (a fresh
 * clone).
 * `notProtected` lists the sealed ids whose Markdown says they are no longer protected; one whose
 * front matter does not parse stays protected.
 */
export function protectedIds(root: string): { ids: string[]; notProtected: string[] } {
  const dir = path.join(root, 'content/projects');
  const markdown = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => name.endsWith('.md'))
    : [];
  const access = new Map(
    markdown.map((name) => [name.slice(0, -3), accessOf(path.join(dir, name))]),
  );
  const sealed = fs.existsSync(path.join(root, SEALED_DIR))
    ? fs
        .readdirSync(path.join(root, SEALED_DIR))
        .filter((name) => name.endsWith('.sealed'))
        .map((name) => name.slice(0, -'.sealed'.length))
    : [];
  const ids = new Set([
    ...[...access].filter(([, value]) => value.access === 'protected').map(([id]) => id),
    ...sealed.filter((id) => !access.get(id)?.parsed),
  ]);
  const notProtected = sealed.filter(
    (id) => access.get(id)?.parsed && access.get(id)?.access !== 'protected',
  );
  return { ids: [...ids].sort(), notProtected };
}
