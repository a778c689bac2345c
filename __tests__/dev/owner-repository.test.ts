// NDA work in a public repository, as an owner follows the README: a protected case study made with
// `npm run new-project -- <id> --protected`, its passphrase only in .env.local, a second language
// from `npm run new-language`, `npm run check`, then `git add -A && git commit`. No commit holds its
// text, pictures or passphrase; the owner's build and `npm run dev` read the passphrase from
// .env.local; a fresh clone with the passphrase in its environment (the Pages workflow) builds the
// same page from the sealed copy.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { open } from '@/lib/private/sealed';
import { unpackCaseStudy } from '@/lib/private/case-study-bundle';
import { copyProject, startDevServer, type DevServer } from './temp-project';

jest.setTimeout(600_000);

const id = 'client-dashboard';
const variable = 'PROJECT_PASSPHRASE_CLIENT_DASHBOARD';
// What the agreement covers, in the text, a translation and a picture: words made for this run, so
// that not even this file (which the copy holds) contains them.
const tag = randomBytes(4).toString('hex');
const secrets = {
  title: `Quillfeather ${tag} Ledger Console`,
  story: `Vantablue ${tag} settlement reconciliation for the treasury desk`,
  german: `Vertrauliche Quillfeather ${tag} Abstimmung`,
  picture: `ZEPHYRQUOKKA ${tag.toUpperCase()} BLUEPRINT`,
};

// The environment of an owner's terminal: no passphrase, not jest's NODE_ENV=test (which would make
// Next skip .env.local). TYPES_CHECKED skips Next's type check, which this code passed already.
const ownerEnv = () => {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    TYPES_CHECKED: '1',
  };
  for (const key of Object.keys(env)) {
    if (key.startsWith('PROJECT_PASSPHRASE_') || key === 'NODE_ENV' || key === 'EXPORT_DIR') {
      delete env[key];
    }
  }
  return env as NodeJS.ProcessEnv;
};

function run(dir: string, command: string, args: string[], env = ownerEnv()) {
  const result = spawnSync(command, args, { cwd: dir, env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 256 << 20 });

const edit = (file: string, change: (text: string) => string) =>
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));

let owner: string;
let clone: string;
let passphrase: string;
const steps: Record<string, { status: number | null; output: string }> = {};

beforeAll(() => {
  owner = copyProject();
  git(owner, 'init', '-q', '-b', 'main');
  git(owner, 'config', 'user.email', 'owner@example.com');
  git(owner, 'config', 'user.name', 'Owner');
  git(owner, 'add', '-A');
  git(owner, 'commit', '-qm', 'The sample site');

  steps.newProject = run(owner, 'npm', ['run', 'new-project', '--', id, '--protected']);
  passphrase = new RegExp(`${variable}='([^']+)'`).exec(steps.newProject.output)?.[1] ?? '';
  fs.writeFileSync(path.join(owner, '.env.local'), `${variable}='${passphrase}'\n`);
  edit(path.join(owner, `content/projects/${id}.md`), (text) =>
    text
      .replace(/^title: .*$/m, `title: ${secrets.title}`)
      .replace(/## Overview\n/, `## Overview\n\n${secrets.story}.\n`),
  );
  edit(path.join(owner, `private/images/projects/${id}/hero.svg`), (svg) =>
    svg.replace('</svg>', `<text x="10" y="40">${secrets.picture}</text></svg>`),
  );
  steps.newLanguage = run(owner, 'npm', ['run', 'new-language', '--', 'de']);
  edit(path.join(owner, `content/de/projects/${id}.md`), (text) =>
    text.replace(/^title: .*$/m, `title: ${secrets.german}`),
  );
  edit(path.join(owner, 'content/site.yaml'), (text) =>
    text.replace(/^  url: .*$/m, '$&\n  languages: [en, de]'),
  );
  steps.check = run(owner, 'npm', ['run', 'check']);
  git(owner, 'add', '-A');
  git(owner, 'commit', '-qm', 'A protected case study, in English and German');
  steps.build = run(owner, 'npm', ['run', 'build']);

  clone = `${owner}-clone`;
  git(path.dirname(owner), 'clone', '-q', owner, clone);
  execFileSync('cp', ['-al', path.join(owner, 'node_modules'), path.join(clone, 'node_modules')]);
  steps.cloneBuild = run(clone, 'npm', ['run', 'build'], { ...ownerEnv(), [variable]: passphrase });
});

afterAll(() => {
  for (const dir of [owner, clone]) fs.rmSync(dir, { recursive: true, force: true });
});

describe('following the README with the passphrase in .env.local', () => {
  it('new-project prints a passphrase the check accepts', () => {
    expect(steps.newProject.status).toBe(0);
    expect(passphrase.split('-')).toHaveLength(5);
  });

  it('new-language, check and the build all read it', () => {
    expect(steps.newLanguage).toMatchObject({ status: 0 });
    expect(steps.check.output).toContain('Content check: no problems');
    expect(steps.check.output).toContain(`private-sources: sealed/${id}.sealed:`);
    expect(steps.build.output).not.toContain('is not set');
    expect(steps.build.status).toBe(0);
    for (const page of [`out/portfolio/${id}`, `out/de/portfolio/${id}`]) {
      expect(fs.existsSync(path.join(owner, page, 'sealed.bin'))).toBe(true);
    }
  });
});

describe('what git holds after `git add -A && git commit`', () => {
  it('tracks only the sealed copy of the protected case study', () => {
    const files = git(owner, 'ls-files').split('\n');
    expect(files.filter((file) => file.includes(id))).toEqual([`sealed/${id}.sealed`]);
    expect(files.filter((file) => file.startsWith('private/'))).toEqual([]);
  });

  it('holds none of its texts, pictures or its passphrase in any commit', () => {
    const commits = git(owner, 'rev-list', '--all').trim().split('\n');
    expect(commits).toHaveLength(2);
    const needles = [...Object.values(secrets), passphrase];
    const found = spawnSync(
      'git',
      ['grep', '-a', '-i', '-F', ...needles.flatMap((text) => ['-e', text]), ...commits],
      { cwd: owner, encoding: 'utf8' },
    );
    expect(found.stdout).toBe('');
    expect(found.status).toBe(1); // git grep: nothing found
    // The control: the same search finds them in the files git ignores.
    const plain = fs.readFileSync(path.join(owner, `content/projects/${id}.md`), 'utf8');
    expect(plain).toContain(secrets.title);
  });

  it('never holds .env.local', () => {
    expect(git(owner, 'log', '--all', '--name-only', '--format=')).not.toContain('.env');
  });
});

describe('a fresh clone built with the passphrase in its environment', () => {
  it('writes the plain files from the sealed copy, byte for byte', () => {
    expect(steps.cloneBuild.output).toContain(`sealed/${id}.sealed: opened, wrote`);
    expect(steps.cloneBuild.status).toBe(0);
    for (const file of [
      `content/projects/${id}.md`,
      `content/de/projects/${id}.md`,
      `private/images/projects/${id}/hero.svg`,
    ]) {
      expect(fs.readFileSync(path.join(clone, file))).toEqual(
        fs.readFileSync(path.join(owner, file)),
      );
    }
    expect(git(clone, 'status', '--porcelain')).toBe('');
  });

  it.each([
    ['the English', 'en', `out/portfolio/${id}`, secrets.title],
    ['the German', 'de', `out/de/portfolio/${id}`, secrets.german],
  ])('publishes %s page that the passphrase unlocks', async (_language, lang, page, title) => {
    const sealed = new Uint8Array(fs.readFileSync(path.join(clone, page, 'sealed.bin')));
    const binding = { id, site: 'https://www.example.com/', lang };
    const { plaintext } = await open(sealed, passphrase, binding);
    expect(unpackCaseStudy(plaintext, () => '').project.title).toBe(title);
    const html = fs.readFileSync(path.join(clone, page, 'index.html'), 'utf8');
    expect(html).not.toContain(title);
  });
});

describe('npm run dev with the passphrase in .env.local', () => {
  let server: DevServer;
  afterAll(async () => server?.stop());

  it('shows the protected case study with its pictures', async () => {
    server = await startDevServer(owner, 180_000, ownerEnv());
    const response = await fetch(new URL(`/portfolio/${id}/`, server.origin));
    const html = await response.text();
    expect(html).toContain(secrets.title);
    const picture = /src="data:image\/svg\+xml;base64,([^"]+)"/.exec(html)?.[1];
    expect(Buffer.from(picture ?? '', 'base64').toString()).toContain(secrets.picture);
  });
});
