/** @jest-environment node */
// A protected case study's plain files and their sealed copy (lib/private-sources): sealed when new
// or edited, written from the copy on a fresh clone or after a pull, never overwritten when both
// sides changed, and .gitignore kept listing them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packSources, unpackSources } from '@/lib/private-sources/bundle';
import { sourceBinding, syncPrivateSources } from '@/lib/private-sources/sync';
import { open, seal } from '@/lib/private/sealed';

jest.setTimeout(60_000);

const id = 'client-dashboard';
const strong = 'quarry-velvet-oboe-meadow-cinder-harbor';
const other = 'lantern-copper-thistle-gazebo-walrus-pylon';
const env = { PROJECT_PASSPHRASE_CLIENT_DASHBOARD: strong };
const markdown = `content/projects/${id}.md`;
const german = `content/de/projects/${id}.md`;
const hero = `private/images/projects/${id}/hero.svg`;
const copy = `sealed/${id}.sealed`;

let root: string;
const file = (relative: string) => path.join(root, relative);
const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(file(relative)), { recursive: true });
  fs.writeFileSync(file(relative), text);
};
const read = (relative: string) => fs.readFileSync(file(relative), 'utf8');
const project = (title: string, access = 'protected') =>
  `---\nid: ${id}\ntitle: ${title}\naccess: ${access}\n---\n\n## Overview\n\nSecret words.\n`;

/** What the sealed copy holds, opened with `passphrase`. */
async function opened(passphrase = strong) {
  const sealed = new Uint8Array(fs.readFileSync(file(copy)));
  const { plaintext } = await open(sealed, passphrase, sourceBinding(id));
  return Object.fromEntries(
    unpackSources(plaintext).map(({ path: name, bytes }) => [name, Buffer.from(bytes).toString()]),
  );
}

/** A sealed copy as another machine would have written it, holding `files`. */
async function sealedElsewhere(files: Record<string, string>, passphrase = strong) {
  const packed = packSources(
    Object.entries(files).map(([name, text]) => ({ path: name, bytes: Buffer.from(text) })),
  );
  fs.writeFileSync(file(copy), await seal(packed, passphrase, sourceBinding(id)));
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'private-sources-'));
  write('.gitignore', 'node_modules/\n/private/\n');
  write(markdown, project('Ledger Console'));
  write(german, project('Hauptbuch-Konsole'));
  write(hero, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>');
  write('content/projects/public-one.md', project('Public', 'public'));
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a new protected case study', () => {
  it('is sealed, every language and picture in one copy that opens with its passphrase', async () => {
    const { done, problems } = await syncPrivateSources(root, env);
    expect(problems).toEqual([]);
    expect(done).toContain(
      `${copy}: sealed, from ${markdown}, ${german} and 1 picture (commit it; git ignores the plain files)`,
    );
    expect(await opened()).toEqual({
      [markdown]: read(markdown),
      [german]: read(german),
      [hero]: read(hero),
    });
  });

  it('is listed in .gitignore, its Markdown in every language folder', async () => {
    await syncPrivateSources(root, env);
    const lines = read('.gitignore').split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'node_modules/',
        '/private/',
        `/content/projects/${id}.md`,
        `/content/*/projects/${id}.md`,
      ]),
    );
    expect(lines.join('\n')).not.toContain('public-one');
  });

  it('is not sealed with a passphrase the build would refuse', async () => {
    const weak = { PROJECT_PASSPHRASE_CLIENT_DASHBOARD: 'client dashboard' };
    const { done } = await syncPrivateSources(root, weak);
    expect(fs.existsSync(file(copy))).toBe(false);
    expect(done.some((line) => line.startsWith(copy))).toBe(false);
  });
});

describe('a sealed copy already in step', () => {
  it('is left as it is', async () => {
    await syncPrivateSources(root, env);
    const before = fs.readFileSync(file(copy));
    const { done, problems } = await syncPrivateSources(root, env);
    expect({ done, problems }).toEqual({ done: [], problems: [] });
    expect(fs.readFileSync(file(copy))).toEqual(before);
  });
});

describe('an edit on this machine', () => {
  it('is sealed again', async () => {
    await syncPrivateSources(root, env);
    write(markdown, project('Ledger Console, second draft'));
    const { done } = await syncPrivateSources(root, env);
    expect(done).toEqual([expect.stringMatching(`^${copy}: sealed again, from`)]);
    expect((await opened())[markdown]).toContain('second draft');
  });

  it('of the passphrase (revoking it) seals the copy again with the new one', async () => {
    await syncPrivateSources(root, env);
    const { done } = await syncPrivateSources(root, { PROJECT_PASSPHRASE_CLIENT_DASHBOARD: other });
    expect(done).toEqual([
      expect.stringMatching(`^${copy}: sealed again with the new passphrase, from`),
    ]);
    await expect(opened(strong)).rejects.toThrow('wrong passphrase');
    expect((await opened(other))[markdown]).toBe(read(markdown));
  });
});

describe('a fresh clone: the sealed copy and no plain files', () => {
  beforeEach(async () => {
    await syncPrivateSources(root, env);
    for (const name of [markdown, german, 'private']) fs.rmSync(file(name), { recursive: true });
  });

  it('gets the plain files written from it, byte for byte', async () => {
    const { done, problems } = await syncPrivateSources(root, env);
    expect(problems).toEqual([]);
    expect(done).toEqual([`${copy}: opened, wrote ${german}, ${markdown} and 1 picture`]);
    expect(read(markdown)).toBe(project('Ledger Console'));
    expect(read(german)).toBe(project('Hauptbuch-Konsole'));
    expect(read(hero)).toContain('viewBox="0 0 4 3"');
  });

  it('without the passphrase, names the variable to set', async () => {
    const { problems } = await syncPrivateSources(root, {});
    expect(problems).toEqual([
      `${copy}: the protected case study "${id}" is here only as its sealed copy (a fresh clone?), and PROJECT_PASSPHRASE_CLIENT_DASHBOARD is not set: set it in .env.local or the build's environment to the project's passphrase, and its files are written from the copy`,
    ]);
    expect(fs.existsSync(file(markdown))).toBe(false);
  });

  it('with another passphrase, says so and writes nothing', async () => {
    const { problems } = await syncPrivateSources(root, {
      PROJECT_PASSPHRASE_CLIENT_DASHBOARD: other,
    });
    expect(problems).toEqual([
      `${copy}: PROJECT_PASSPHRASE_CLIENT_DASHBOARD does not open the sealed copy of "${id}": set PROJECT_PASSPHRASE_CLIENT_DASHBOARD to the passphrase it was sealed with`,
    ]);
    expect(fs.existsSync(file(markdown))).toBe(false);
  });
});

describe('a sealed copy pulled from another machine', () => {
  beforeEach(() => syncPrivateSources(root, env));

  it('replaces the plain files that did not change here, a deleted picture included', async () => {
    await sealedElsewhere({ [markdown]: project('Edited elsewhere'), [german]: read(german) });
    const { done, problems } = await syncPrivateSources(root, env);
    expect(problems).toEqual([]);
    expect(done).toEqual([`${copy}: opened, wrote ${german} and ${markdown}`]);
    expect(read(markdown)).toBe(project('Edited elsewhere'));
    expect(fs.existsSync(file(hero))).toBe(false);
  });

  it('over files edited here too, overwrites neither and says how to choose', async () => {
    await sealedElsewhere({ [markdown]: project('Edited elsewhere') });
    write(markdown, project('Edited here'));
    const before = fs.readFileSync(file(copy));
    const { problems } = await syncPrivateSources(root, env);
    expect(problems).toEqual([
      `${copy} and ${markdown}, ${german} and 1 picture differ, and both changed since this machine last sealed or opened them (edited here and pulled?). To keep your local files, delete ${copy} and run npm run check; to take the sealed copy, move your local files of "${id}" out of the project and run npm run check`,
    ]);
    expect(read(markdown)).toBe(project('Edited here'));
    expect(fs.readFileSync(file(copy))).toEqual(before);
  });

  it('sealed with another passphrase, is not overwritten by the local files', async () => {
    await sealedElsewhere({ [markdown]: project('Edited elsewhere') }, other);
    const { problems } = await syncPrivateSources(root, env);
    expect(problems[0]).toMatch(`${copy}: PROJECT_PASSPHRASE_CLIENT_DASHBOARD does not open`);
    expect(read(markdown)).toBe(project('Ledger Console'));
  });

  it('holding a file that is not the project’s, writes nothing', async () => {
    await sealedElsewhere({ [markdown]: project('x'), 'package.json': '{}' });
    const { problems } = await syncPrivateSources(root, env);
    expect(problems).toEqual([
      `${copy}: holds package.json, which is not a file of the protected case study "${id}": it was not written by this site's build; nothing was written from it`,
    ]);
    expect(fs.existsSync(file('package.json'))).toBe(false);
  });
});

describe('a case study that is no longer protected', () => {
  it('loses its sealed copy and its lines in .gitignore', async () => {
    await syncPrivateSources(root, env);
    write(markdown, project('Ledger Console', 'public'));
    const { done } = await syncPrivateSources(root, env);
    expect(done).toEqual([
      '.gitignore: no protected case study to list',
      `${copy}: removed (content/projects/${id}.md is no longer protected)`,
    ]);
    expect(fs.existsSync(file(copy))).toBe(false);
    expect(read('.gitignore')).toBe('node_modules/\n/private/\n');
  });
});

describe('a protected case study whose front matter does not parse', () => {
  it('stays listed in .gitignore and keeps its sealed copy', async () => {
    await syncPrivateSources(root, env);
    write(markdown, project('Ledger: Console: broken').replace('title: ', 'title: [unclosed '));
    await syncPrivateSources(root, env);
    expect(read('.gitignore')).toContain(`/content/projects/${id}.md`);
    expect(fs.existsSync(file(copy))).toBe(true);
  });
});

describe('in a git repository', () => {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  beforeEach(() => {
    git('init', '-q');
    git('config', 'user.email', 'owner@example.com');
    git('config', 'user.name', 'Owner');
  });

  it('git add -A takes the sealed copy and .gitignore, never the plain files', async () => {
    await syncPrivateSources(root, env);
    git('add', '-A');
    expect(git('diff', '--cached', '--name-only').trim().split('\n').sort()).toEqual([
      '.gitignore',
      'content/projects/public-one.md',
      copy,
    ]);
  });

  it('a plain file forced in fails, naming it and the commands that take it out', async () => {
    await syncPrivateSources(root, env);
    git('add', '-f', markdown);
    git('commit', '-qm', 'forced');
    const { problems } = await syncPrivateSources(root, env);
    expect(problems).toEqual([
      expect.stringContaining(
        `${markdown}: git tracks this file, the protected case study "${id}" in plain text: anyone who can read the repository can read it. Take it out of the index (your copy stays): git rm --cached -- ${markdown}, then commit.`,
      ),
    ]);
    expect(problems[0]).toContain(`git filter-repo --invert-paths --path ${markdown}`);
  });

  it('once taken out of the index, the history still holding it is a note', async () => {
    await syncPrivateSources(root, env);
    git('add', '-f', hero);
    git('commit', '-qm', 'forced');
    git('rm', '-q', '--cached', hero);
    git('commit', '-qm', 'taken out');
    const { problems, notes } = await syncPrivateSources(root, env);
    expect(problems).toEqual([]);
    expect(notes).toEqual([
      expect.stringContaining(
        `${hero}: the repository's history holds the protected case study "${id}" in plain text (commit `,
      ),
    ]);
  });

  it('a testimonial naming the protected case study in a file git keeps is a note', async () => {
    write(
      'content/testimonials.yaml',
      `testimonials:\n  - quote: Fine.\n    name: A\n    role: B\n    permission: true\n  - quote: Secret praise.\n    name: C\n    role: D\n    project: ${id}\n    permission: true\n`,
    );
    const { notes, problems } = await syncPrivateSources(root, env);
    expect(problems).toEqual([]);
    expect(notes).toEqual([
      expect.stringMatching(
        `^content/testimonials.yaml: testimonials.1 names the protected case study "${id}", and git keeps this file`,
      ),
    ]);
  });

  it('outside a git repository, the testimonial is no note', async () => {
    fs.rmSync(file('.git'), { recursive: true });
    write('content/testimonials.yaml', `testimonials:\n  - quote: Q\n    project: ${id}\n`);
    expect((await syncPrivateSources(root, env)).notes).toEqual([]);
  });

  it('a rule written after the block cannot let a plain file through: the block goes last', async () => {
    await syncPrivateSources(root, env);
    fs.appendFileSync(file('.gitignore'), `!/content/*/projects/${id}.md\n`);
    await syncPrivateSources(root, env);
    expect(read('.gitignore')).toMatch(/!\/content\/\*\/projects\/client-dashboard\.md\n# >>>/);
    expect(git('status', '--porcelain', '--untracked-files=all')).not.toContain(german);
  });

  it('a rule in a nearer .gitignore that lets a plain file through fails', async () => {
    await syncPrivateSources(root, env);
    write('content/.gitignore', `!/de/projects/${id}.md\n`);
    const { problems } = await syncPrivateSources(root, env);
    expect(problems).toEqual([
      expect.stringContaining(
        `${german}: \`git add -A\` would add this file, the protected case study "${id}" in plain text`,
      ),
    ]);
  });
});

describe('the pack of source files', () => {
  it('unpacks to what was packed, in path order', () => {
    const files = [
      { path: 'b/two.md', bytes: Buffer.from('two') },
      { path: 'a/one.png', bytes: Buffer.from([0, 255, 1]) },
    ];
    expect(unpackSources(packSources(files)).map(({ path: name }) => name)).toEqual([
      'a/one.png',
      'b/two.md',
    ]);
  });

  it.each(['../escape.md', '/etc/passwd', 'a/./b', 'a\\b'])('refuses the path %s', (name) => {
    expect(() => unpackSources(packSources([{ path: name, bytes: Buffer.from('x') }]))).toThrow(
      'not a pack of source files',
    );
  });
});
