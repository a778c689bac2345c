/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clients } from '@/lib/owner/clients';
import { loadProjects } from '@/lib/content/projects';

// Each script run starts Node and TypeScript; a loaded machine needs the margin.
jest.setTimeout(60_000);

const repo = path.resolve(__dirname, '..');
let root: string;

/** Runs `npm run <script>` as the owner would, in the temporary project at `root`. */
function run(script: 'new-project' | 'check', ...args: string[]) {
  // Not as jest's NODE_ENV=test, in which Next's env loader skips .env.local.
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.NODE_ENV;
  const result = spawnSync(
    process.execPath,
    [path.join(repo, `scripts/owner/${script}.mjs`), ...args],
    {
      cwd: root,
      encoding: 'utf8',
      env: env as NodeJS.ProcessEnv,
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const file = (relative: string) => path.join(root, relative);
const edit = (relative: string, change: (text: string) => string) =>
  fs.writeFileSync(file(relative), change(fs.readFileSync(file(relative), 'utf8')));

beforeEach(() => {
  // The shipped content, images (with the photo variants `npm run images` made) and video loops in
  // a temp folder.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-scripts-'));
  fs.cpSync(path.join(repo, 'content'), file('content'), { recursive: true });
  for (const dir of ['images', 'videos', '_generated']) {
    fs.cpSync(path.join(repo, 'public', dir), file(`public/${dir}`), { recursive: true });
  }
  // The site's own words, a public source of the leak check, as in the owner's project.
  for (const dir of ['app', 'components', 'lib', 'scripts']) {
    fs.symlinkSync(path.join(repo, dir), file(dir));
  }
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run new-project', () => {
  it('starts a protected case study with its images in private/ and names its variable', () => {
    const { status, stdout } = run('new-project', 'nda-gamma', '--protected');
    expect(status).toBe(0);
    expect(stdout).toContain('PROJECT_PASSPHRASE_NDA_GAMMA=');
    expect(fs.existsSync(file('private/images/projects/nda-gamma/hero.svg'))).toBe(true);
    expect(fs.existsSync(file('public/images/projects/nda-gamma'))).toBe(false);
    expect(fs.readFileSync(file('content/projects/nda-gamma.md'), 'utf8')).toContain(
      'access: protected',
    );
    const check = run('check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('PROJECT_PASSPHRASE_NDA_GAMMA is not set');
  });

  it('finds a protected image copied into public/, where the export would publish it', () => {
    run('new-project', 'nda-gamma', '--protected');
    fs.writeFileSync(
      file('.env.local'),
      'PROJECT_PASSPHRASE_NDA_GAMMA=copper12-lantern200-quarry7-velvet99\n',
    );
    expect(run('check').status).toBe(0);
    fs.cpSync(file('private/images/projects/nda-gamma/hero.svg'), file('public/images/copy.svg'));
    const check = run('check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      'public/images/copy.svg holds the hero image /images/projects/nda-gamma/hero.svg of the protected project "nda-gamma"',
    );
  });

  it('treats guidance a public and a protected new project share as public, and lists it to replace before publishing', () => {
    expect(run('new-project', 'open-draft').status).toBe(0);
    expect(run('new-project', 'desk-draft', '--protected').status).toBe(0);
    fs.writeFileSync(
      file('.env.local'),
      'PROJECT_PASSPHRASE_DESK_DRAFT=copper12-lantern200-quarry7-velvet99\n',
    );
    // The guidance is new-project's own words, public already: neither a leak nor a problem.
    const check = run('check');
    expect(check.stdout).toContain('Content check: no problems');
    expect(check.stderr).not.toContain('desk-draft.md (protected)');
    const publish = run('check', '--publish');
    expect(publish.status).toBe(1);
    for (const [id, folder] of [
      ['open-draft', 'public'],
      ['desk-draft', 'private'],
    ]) {
      expect(publish.stderr).toContain(
        `content/projects/${id}.md: still holds npm run new-project's guidance in "description", "imageAlt", "Overview", "The Challenge", "My Role", "Process & Solution", "The Results": replace it with your own words`,
      );
      expect(publish.stderr).toContain(
        `content/projects/${id}.md: /images/projects/${id}/hero.svg is new-project's placeholder picture: replace ${folder}/images/projects/${id}/hero.svg`,
      );
    }
  });

  it('lists placeholder pictures in every form a case study names them', () => {
    expect(run('new-project', 'open-draft').status).toBe(0);
    const dir = '/images/projects/open-draft';
    fs.cpSync(
      path.join(repo, 'public/images/projects/atlas-base/hero.svg'),
      file(`public${dir}/own.svg`),
    );
    edit('content/projects/open-draft.md', (text) =>
      text
        .replace(/^image: .*$/m, `image: ${dir}/own.svg`)
        .replace(
          /^processImages:\n(?:  - .*\n)+/m,
          `processImages:\n  - src: ${dir}/process-1.svg\n    caption: The first rig.\n  - ${dir}/own.svg\n`,
        )
        .replace('## The Results', `![A detail](${dir}/hero.svg "Its caption")\n\n## The Results`),
    );
    const publish = run('check', '--publish');
    for (const picture of ['process-1.svg', 'hero.svg']) {
      expect(publish.stderr).toContain(
        `content/projects/open-draft.md: ${dir}/${picture} is new-project's placeholder picture: replace public${dir}/${picture}`,
      );
    }
    expect(publish.stderr).not.toContain(`${dir}/own.svg is`);
  });

  it('notes two case studies with the same order, in plain check too', () => {
    edit('content/projects/atlas-base.md', (text) => text.replace(/^order: \d+$/m, 'order: 1'));
    edit('content/projects/gravity-dice-design.md', (text) =>
      text.replace(/^order: \d+$/m, 'order: 1'),
    );
    const check = run('check');
    expect(check.status).toBe(0);
    expect(check.stderr).toContain(
      'content/projects/atlas-base.md, content/projects/gravity-dice-design.md: the same front matter field "order" (1): the portfolio puts them in order of their ids; give each its own number',
    );
  });

  it('offers a passphrase made just now, which the check accepts, and refuses one with the id', () => {
    const { stdout } = run('new-project', 'nda-gamma', '--protected');
    const offered = /PROJECT_PASSPHRASE_NDA_GAMMA='([^']+)'/.exec(stdout)?.[1];
    expect(offered).toMatch(/^[a-z]+(-[a-z]+){4}$/);
    fs.writeFileSync(file('.env.local'), `PROJECT_PASSPHRASE_NDA_GAMMA=${offered}\n`);
    expect(run('check')).toMatchObject({ status: 0 });

    fs.writeFileSync(file('.env.local'), 'PROJECT_PASSPHRASE_NDA_GAMMA=Nda-Gamma-Passphrase\n');
    const check = run('check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      "content/projects/nda-gamma.md: PROJECT_PASSPHRASE_NDA_GAMMA is too weak: it is made of the locked page's own words and contains the project's id, which attackers try first",
    );
    expect(check.stderr).not.toContain('Nda-Gamma-Passphrase');
  });

  it('starts an unlisted case study', () => {
    const { status, stdout } = run('new-project', 'link-only', '--unlisted');
    expect(status).toBe(0);
    expect(stdout).toContain('only people with the link /portfolio/link-only/');
    expect(fs.readFileSync(file('content/projects/link-only.md'), 'utf8')).toContain(
      'access: unlisted',
    );
  });

  it('creates a case study with placeholder images that passes validation', () => {
    const { status, stdout } = run('new-project', 'solar-lantern');
    expect(status).toBe(0);
    expect(stdout).toContain('content/projects/solar-lantern.md');
    expect(stdout).toContain('http://localhost:3000/portfolio/solar-lantern/');

    const project = loadProjects(file('content/projects'), file('public')).find(
      (p) => p.id === 'solar-lantern',
    );
    expect(project).toMatchObject({
      title: 'Solar Lantern',
      image: { src: '/images/projects/solar-lantern/hero.svg', width: 1600, height: 1000 },
      processImages: [{ src: '/images/projects/solar-lantern/process-1.svg' }],
    });
    for (const text of Object.values(project!.sections)) expect(text.length).toBeGreaterThan(50);
    for (const image of ['hero.svg', 'process-1.svg']) {
      expect(
        fs.readFileSync(file(`public/images/projects/solar-lantern/${image}`), 'utf8'),
      ).toMatch(/<title>Placeholder: /);
    }
    const check = run('check');
    expect(check.status).toBe(0);
    expect(check.stdout).toContain('Content check: no problems');
  });

  it('scaffolds facts and results whose guidance, uncommented, is valid', () => {
    expect(run('new-project', 'solar-lantern').status).toBe(0);
    edit('content/projects/solar-lantern.md', (text) =>
      text.replace(/^# ((?:facts|results|resultsOnCard):.*|  [a-z]+:.*|  - \{.*)$/gm, '$1'),
    );
    const project = loadProjects(file('content/projects'), file('public')).find(
      (p) => p.id === 'solar-lantern',
    );
    expect(project?.facts).toMatchObject({ client: 'Client name', role: expect.any(String) });
    expect(project?.results).toEqual([{ value: '−30 %', label: 'assembly time' }]);
    expect(project?.resultsOnCard).toBe(true);
  });

  it.each(['Solar Lantern'])('refuses the invalid id "%s" and writes nothing', (id) => {
    const { status, stderr } = run('new-project', id);
    expect(status).toBe(1);
    expect(stderr).toContain(`"${id}" is not a valid id`);
    expect(stderr).toContain('lowercase letters, digits and single hyphens');
    expect(fs.readdirSync(file('content/projects'))).toHaveLength(5);
    expect(fs.existsSync(file(`public/images/projects/${id}`))).toBe(false);
  });

  it('refuses an id that already exists and leaves its file alone', () => {
    const before = fs.readFileSync(file('content/projects/atlas-base.md'), 'utf8');
    const { status, stderr } = run('new-project', 'atlas-base');
    expect(status).toBe(1);
    expect(stderr).toContain('content/projects/atlas-base.md already exists');
    expect(fs.readFileSync(file('content/projects/atlas-base.md'), 'utf8')).toBe(before);
  });

  it('explains its usage when no id is given', () => {
    const { status, stderr } = run('new-project');
    expect(status).toBe(1);
    expect(stderr).toContain('usage: npm run new-project -- <id>');
  });
});

describe('npm run check', () => {
  it('refuses one passphrase for two protected projects, naming both, as the build does', () => {
    run('new-project', 'nda-gamma', '--protected');
    run('new-project', 'nda-delta', '--protected');
    const shared = {
      PROJECT_PASSPHRASE_NDA_DELTA: 'tidal quiver marble ostrich',
      PROJECT_PASSPHRASE_NDA_GAMMA: 'Tidal-Quiver-Marble-Ostrich',
    };
    const same =
      'content/projects/nda-gamma.md: PROJECT_PASSPHRASE_NDA_GAMMA holds the same passphrase as PROJECT_PASSPHRASE_NDA_DELTA (content/projects/nda-delta.md, project "nda-delta"): whoever has one of the two could open both';
    fs.writeFileSync(
      file('.env.local'),
      Object.entries(shared)
        .map(([name, value]) => `${name}='${value}'\n`)
        .join(''),
    );
    const check = run('check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(same);

    // The build (next build's pages and the postbuild step) reads the projects with loadProjects.
    Object.assign(process.env, shared);
    try {
      expect(() => loadProjects(file('content/projects'), file('public'))).toThrow(
        /nda-gamma\.md: PROJECT_PASSPHRASE_NDA_GAMMA holds the same passphrase as PROJECT_PASSPHRASE_NDA_DELTA \(\S*nda-delta\.md, project "nda-delta"\)/,
      );
    } finally {
      for (const name of Object.keys(shared)) delete process.env[name];
    }
  });

  it('lists every problem at once, each naming the file and the field', () => {
    edit('content/projects/atlas-base.md', (text) =>
      text.replace(/^title: .*\n/m, '').replace(/^category: .*$/m, 'category: Brand Development'),
    );
    edit('content/projects/profitengine-center.md', (text) =>
      text
        .replace(/^liveUrl: .*$/m, 'liveUrl: http://insecure.example.com')
        .replace('## My Role', '## Team'),
    );
    fs.rmSync(file('public/images/projects/3d-laser-scanning/process-2.svg'));
    fs.rmSync(file('content/projects/focusgate-project-management.md'));

    const { status, stderr } = run('check');
    expect(status).toBe(1);
    const problems = stderr.split('\n').filter((line) => line.startsWith('  '));
    expect(problems.map((line) => line.trim())).toEqual([
      'content/projects/3d-laser-scanning.md: front matter field "processImages.1" points at /images/projects/3d-laser-scanning/process-2.svg, but public/images/projects/3d-laser-scanning/process-2.svg does not exist',
      'content/projects/atlas-base.md: front matter field "title" is missing',
      'content/projects/atlas-base.md: front matter field "category" must be one of: UX & Digital, Industrial Design & Engineering',
      'content/projects/profitengine-center.md: front matter field "liveUrl" must be an absolute https:// URL',
      expect.stringMatching(
        /^content\/projects\/profitengine-center\.md: unexpected heading "## Team"/,
      ),
      'content/projects/profitengine-center.md: section "## My Role" is missing',
      'content/home.yaml: featuredProjectIds lists "focusgate-project-management", but no content/projects/focusgate-project-management.md exists',
    ]);
    expect(stderr).toContain('Content check: 7 problem(s)');
  });

  it('fails when a case study names a client the owner may not name: a confidential name is never public', () => {
    const hidden = clients.find((client) => !client.showName)!.name;
    edit('content/projects/atlas-base.md', (text) =>
      text.replace('## The Results\n', `## The Results\n\nShipped for ${hidden}.\n`),
    );
    const { status, stderr } = run('check');
    expect(status).toBe(1);
    expect(stderr).toContain(
      'content/projects/atlas-base.md names a client marked confidential in content/clients.yaml (showName: false). A confidential name is never public: take it out of content/projects/atlas-base.md.',
    );
  });
});
