/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from './dev/temp-project';

// The build's preflight (scripts/build/pre/preflight.mjs) and `npm run check` on a throwaway copy
// of the project: a configuration error stops `npm run build` before Next starts, with its message
// alone, and `check` finds every error the build would stop on (they run one list,
// scripts/build/pre/config-rules.mjs).

// Each run starts Node and loads the content modules; the build runs the brand and image steps too.
jest.setTimeout(120_000);

let root: string;
const originals = new Map<string, string>();

beforeAll(() => {
  root = copyProject();
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  for (const [file, text] of originals) fs.writeFileSync(path.join(root, file), text);
  originals.clear();
});

function edit(file: string, change: (text: string) => string) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (!originals.has(file)) originals.set(file, text);
  const changed = change(text);
  expect(changed).not.toBe(text);
  fs.writeFileSync(path.join(root, file), changed);
}

type Env = Record<string, string>;

/** A command in the copy, with none of this shell's build variables and not as jest's NODE_ENV=test. */
function run(command: string, args: string[], env: Env = {}) {
  const clean: Record<string, string | undefined> = { ...process.env };
  for (const name of ['NODE_ENV', 'BASE_PATH', 'SITE_URL', 'CONTACT_ENDPOINT', 'CI']) {
    delete clean[name];
  }
  for (const name of Object.keys(clean)) if (name.startsWith('ANALYTICS_')) delete clean[name];
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...clean, ...env } as NodeJS.ProcessEnv,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const preflight = (env?: Env) => run(process.execPath, ['scripts/build/pre/preflight.mjs'], env);
const check = (env?: Env) => run(process.execPath, ['scripts/owner/check.mjs'], env);
/** The problem lines a run printed (indented by two spaces). */
const problems = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());

describe('the preflight', () => {
  it('stops `npm run build` before Next starts, with the message alone', () => {
    const env = { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'https://www.example.com' };
    const { status, stdout, stderr } = run('npm', ['run', 'build'], env);
    expect(status).toBe(1);
    const message =
      'ANALYTICS_SITE_ID must be the site\'s domain as added in Plausible, like www.example.com for plausible (got "https://www.example.com")';
    expect(problems(stderr)).toEqual([message]);
    expect(stderr).toContain('The build stopped before Next.js started: 1 problem(s)');
    // Next never ran: no build folder, none of its output, no stack trace.
    expect(fs.existsSync(path.join(root, '.next'))).toBe(false);
    const output = stdout + stderr;
    expect(output).not.toMatch(/Next\.js \d|prerendering|Creating an optimized/);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('passes the shipped configuration and prints its time', () => {
    const { status, stdout } = preflight();
    expect(status).toBe(0);
    expect(stdout).toMatch(
      /^preflight: content, theme, contact, analytics, BASE_PATH and SITE_URL pass \(\d+\.\d s\)$/m,
    );
  });
});

// One configuration error each, given by a variable or an edit: the preflight stops on it and
// `npm run check` lists the same message.
const cases: { name: string; env?: Env; change?: () => void; message: string | RegExp }[] = [
  {
    name: 'an empty Plausible siteId',
    env: { ANALYTICS_PROVIDER: 'plausible' },
    message:
      'content/analytics.yaml: field "siteId" (or ANALYTICS_SITE_ID) must be the site\'s domain as added in Plausible, like www.example.com for plausible (got "")',
  },
  {
    name: 'a BASE_PATH with a trailing slash',
    env: { BASE_PATH: '/work/' },
    message: /^BASE_PATH must be empty or a path that starts with "\/".*\(got "\/work\/"\)$/,
  },
  {
    name: 'a SITE_URL with a path',
    env: { SITE_URL: 'https://you.github.io/work' },
    message:
      /^SITE_URL must be the site's absolute http\(s\) address with no path.*\(got "https:\/\/you\.github\.io\/work"\)$/,
  },
  {
    name: 'a plain-HTTP contact endpoint',
    env: { CONTACT_ENDPOINT: 'http://forms.example.com/f/1' },
    message: /^CONTACT_ENDPOINT must be an https:\/\/ URL/,
  },
  {
    name: 'an empty call to action',
    change: () =>
      edit('content/case-study.yaml', (text) => text.replace(/heading: .*/, 'heading: ""')),
    message: 'content/case-study.yaml:3:12: field "callToAction.heading" must not be empty',
  },
  {
    name: 'an accent without contrast',
    change: () =>
      edit('content/theme.yaml', (text) =>
        text.replace(/accent: "#[0-9a-f]{6}"/, 'accent: "#fde047"'),
      ),
    message: /^content\/theme\.yaml: 7 colour pair\(s\) fail WCAG 2\.2 AA contrast/,
  },
  {
    name: 'a missing font file',
    change: () =>
      edit('content/theme.yaml', (text) =>
        text.replace(/font: inter/, 'font:\n    file: brand/fonts/missing.woff2'),
      ),
    message:
      'content/theme.yaml: field "font.file": content/brand/fonts/missing.woff2 does not exist.',
  },
];

describe.each(cases)('$name', ({ env, change, message }) => {
  it('stops the preflight, and `npm run check` names it too', () => {
    change?.();
    const stopped = preflight(env);
    expect(stopped.status).toBe(1);
    expect(problems(stopped.stderr)).toContainEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
    const checked = check(env);
    expect(checked.status).toBe(1);
    expect(problems(checked.stderr)).toEqual(problems(stopped.stderr));
  });
});

describe('npm run check', () => {
  it('lists the problems of every rule at once', () => {
    edit('content/projects/atlas-base.md', (text) => text.replace('## My Role', '## Team'));
    const { status, stderr } = check({
      ANALYTICS_PROVIDER: 'umami',
      SITE_URL: 'ftp://you.example',
      CONTACT_ENDPOINT: 'not a url',
    });
    expect(status).toBe(1);
    const listed = problems(stderr).join('\n');
    for (const part of [
      'SITE_URL must be',
      'content/projects/atlas-base.md: section "## My Role" is missing',
      'CONTACT_ENDPOINT must be',
      'must be the website id Umami shows',
    ]) {
      expect(listed).toContain(part);
    }
  });
});
