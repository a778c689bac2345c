import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

// `npm run migrate-content` on the content files the sample and the fixture had as TypeScript
// (__tests__/fixture/ts-content/, as they were before the move to YAML; .txt so that nothing
// compiles them here): it must give back exactly the YAML files they have now, page texts included.
const repo = path.resolve(__dirname, '..');
const oldFiles = path.join(__dirname, 'fixture/ts-content');
const script = path.join(repo, 'scripts/owner/migrate-content.mjs');

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-content-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Lays the old .ts files of `sites` (later ones over earlier ones) into dir/content/. */
function oldSite(...sites: string[]) {
  for (const site of sites) {
    const from = path.join(oldFiles, site);
    for (const file of fs.readdirSync(from, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts.txt')) continue;
      const target = path.join(dir, file.replace(/\.txt$/, ''));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(from, file), target);
    }
  }
}

const migrate = () =>
  execFileSync(process.execPath, [script], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });

/** Every YAML file under `root`/content (relative name -> values). */
function yamlValues(root: string, only?: (file: string) => boolean) {
  const content = path.join(root, 'content');
  return Object.fromEntries(
    fs
      .readdirSync(content, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.yaml') && (!only || only(file)))
      .sort()
      .map((file) => [file, parse(fs.readFileSync(path.join(content, file), 'utf8'))]),
  );
}

const rewordedSince: [file: string, field: (string | number)[], then: string, now: string][] = [
  ['portfolio.yaml', ['heading'], 'Selected projects', 'Selected Projects'],
  ['case-study.yaml', ['callToAction', 'action'], 'Start a conversation', 'Start a Conversation'],
  ['site.yaml', ['booking', 'label'], 'Book a 20-minute call', 'Book a 20-Minute Call'],
  [
    'testimonials.yaml',
    ['testimonials', 0, 'quote'],
    'Alex took the dock from a foam mock-up to a product we could sell in four months. One person held the CAD, the supplier calls and the packaging, so nothing fell between teams.',
    'Alex took the power hub from a foam mock-up to a product we could sell in four months. One person held the CAD, the supplier calls and the packaging, so nothing fell between teams.',
  ],
];
type Tree = Record<string | number, unknown>;
const getIn = (tree: Tree, field: (string | number)[]) =>
  field.reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
const setIn = (tree: Tree, field: (string | number)[], value: unknown) => {
  (getIn(tree, field.slice(0, -1)) as Tree)[field.at(-1)!] = value;
};

// What the sample has now and its .ts files did not hold: words the site has had since.
const notInOldFiles = (file: string) => file !== 'words.yaml';

describe('npm run migrate-content', () => {
  it("turns the sample's .ts files into the YAML files it has now, page texts included", () => {
    oldSite('sample');
    const output = migrate();
    // Every value migrated is today's value; fields the sample gained since (with defaults that
    // keep the site as it was) are the only difference.
    const migrated = yamlValues(dir);
    expect(Object.keys(migrated)).toEqual(Object.keys(yamlValues(repo, notInOldFiles)));
    // The texts the sample has reworded since the move (one casing style, the product's name): the
    // migration writes what the pages showed then, which is what the old files held.
    for (const [file, field, then, now] of rewordedSince) {
      const values = migrated[file] as Record<string, unknown>;
      expect([file, field, getIn(values, field)]).toEqual([file, field, then]);
      setIn(values, field, now);
    }
    expect(yamlValues(repo, notInOldFiles)).toMatchObject(migrated);
    expect(fs.readdirSync(path.join(dir, 'content')).filter((f) => f.endsWith('.ts'))).toEqual([]);
    expect(output).toContain(
      'migrate-content: content/about.ts -> content/about.yaml (about; same values), content/about.ts deleted',
    );
    expect(output).toContain(
      'migrate-content: content/portfolio.yaml: added heading (the text the page showed)',
    );
    expect(output).toContain(
      'migrate-content: 11 of 11 .ts file(s) converted, 8 page text(s) moved.',
    );
    // Each file names its schema on its first line, for the editor.
    expect(fs.readFileSync(path.join(dir, 'content/portfolio.yaml'), 'utf8')).toMatch(
      /^# yaml-language-server: \$schema=\.\.\/\.schemas\/portfolio\.json\n/,
    );
  });

  it("turns the fixture's German .ts files into the German YAML files it has now", () => {
    oldSite('sample', 'fixture');
    migrate();
    const fixture = path.join(__dirname, 'fixture/site');
    const german = (file: string) => file.startsWith('de/');
    expect(yamlValues(dir, german)).toEqual(yamlValues(fixture, german));
  });

  it("moves the owner's own wording of a page text out of the words file", () => {
    oldSite('sample');
    fs.writeFileSync(
      path.join(dir, 'content/words.ts'),
      "export const words = {\n  pages: { portfolioHeading: 'Work I’m proud of', aboutTitle: 'Me' },\n};\n",
    );
    const output = migrate();
    const content = path.join(dir, 'content');
    expect(parse(fs.readFileSync(path.join(content, 'portfolio.yaml'), 'utf8')).heading).toBe(
      'Work I’m proud of',
    );
    expect(parse(fs.readFileSync(path.join(content, 'words.yaml'), 'utf8'))).toEqual({
      pages: { aboutTitle: 'Me' },
    });
    expect(output).toContain(
      'content/portfolio.yaml: added heading (your wording from content/words.yaml)',
    );
  });

  it('is done once: a second run changes nothing', () => {
    oldSite('sample');
    migrate();
    const before = yamlValues(dir);
    expect(migrate()).toContain('migrate-content: content/ is up to date: nothing to do');
    expect(yamlValues(dir)).toEqual(before);
  });

  it('leaves a file it cannot convert as it is, and says why', () => {
    oldSite('sample');
    fs.appendFileSync(path.join(dir, 'content/theme.ts'), 'export const extra = { stray: 1 };\n');
    let error: { status?: number; stderr?: string } = {};
    try {
      migrate();
    } catch (caught) {
      error = caught as typeof error;
    }
    expect(error.status).toBe(1);
    expect(error.stderr).toMatch(/content\/theme\.ts left as it is: the values do not pass/);
    expect(fs.existsSync(path.join(dir, 'content/theme.ts'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'content/theme.yaml'))).toBe(false);
  });
});
