/** @jest-environment node */
// The leak check against the forms a leak takes: the fixture's last build step run again on copies
// of its export, each with probes of nda-alpha's texts written one way (a field on its locked page,
// upper case, a tag inside a word, <wbr>, &nbsp;, a numeric entity, \u escapes, percent-encoding, the
// passphrase with other separators, a PNG text chunk, .ics, .atom, .webmanifest, "3M"), and with a
// confidential client named in About. Each fails naming the file; the clean export passes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pngWithText } from '../support/png-text';

jest.setTimeout(180_000);

const fixtureRoot = path.resolve('artifacts/fixture/site');
if (!fs.existsSync(path.join(fixtureRoot, 'out/index.html'))) {
  throw new Error('artifacts/fixture/site/out has no export: run `npm run build:fixture` first.');
}
const env = JSON.parse(fs.readFileSync('artifacts/fixture/env.json', 'utf8')) as Record<
  string,
  string
>;

/** The last build step on a copy of the fixture's export with `probes` appended to its files. */
function leakStep(probes: Record<string, string | Buffer>, content: Record<string, string> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'leak-probes-'));
  // The site's own words (app/, components/, lib/, new-project's guidance) are a public source.
  for (const dir of ['private', 'public', 'app', 'components', 'lib', 'scripts']) {
    fs.symlinkSync(path.join(fixtureRoot, dir), path.join(root, dir));
  }
  fs.cpSync(path.join(fixtureRoot, 'content'), path.join(root, 'content'), { recursive: true });
  for (const [file, text] of Object.entries(content))
    fs.appendFileSync(path.join(root, file), text);
  fs.cpSync(path.join(fixtureRoot, 'out'), path.join(root, 'out'), { recursive: true });
  for (const [file, text] of Object.entries(probes))
    fs.appendFileSync(path.join(root, 'out', file), text);
  const result = spawnSync(
    process.execPath,
    [path.join(fixtureRoot, 'scripts/build/post/private-case-studies.mjs')],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ...env, EXPORT_DIR: '' } },
  );
  fs.rmSync(root, { recursive: true, force: true });
  return result;
}

const overview = 'Qx7 alpha overview marker sentence that must never appear in any exported file';
const alpha = (what: string) => `${what} of the protected project "nda-alpha"`;
const passphrase = env.PROJECT_PASSPHRASE_NDA_ALPHA;

// [probe, file in out/, what is appended, what the leak check must name]
const probes: [string, string, string | Buffer, string][] = [
  [
    'facts on the locked page',
    'portfolio/nda-alpha/index.html',
    '<dl><dd>Qx7 alpha lead designer</dd><dd>Qx7 alpha squad of four</dd></dl>',
    alpha('the field "facts.role" (content/projects/nda-alpha.md)'),
  ],
  [
    'results on the locked page',
    'portfolio/nda-alpha/index.html',
    '<p><b>+37 %</b> <span>Qx7 faster alpha sign-off</span></p>',
    alpha('the field "results[0]" (content/projects/nda-alpha.md)'),
  ],
  [
    'a German caption',
    'de/portfolio/nda-alpha/index.html',
    '<figcaption>Qx7 Alpha Prozess-Bildunterschrift der Hauptbuch-Skizze</figcaption>',
    alpha('the field "processImages[0].caption" (content/de/projects/nda-alpha.md)'),
  ],
  [
    'a German testimonial',
    'de/index.html',
    '<q>Zephyr Zitat-Marker auf Deutsch: Das Prüfwerkzeug verkürzte unsere Freigabe</q>',
    alpha('a testimonial quote (content/de/testimonials.yaml)'),
  ],
  ['upper case', 'about/index.html', `<p>${overview.toUpperCase()}</p>`, alpha('a sentence')],
  [
    'a tag inside a word',
    'contact/index.html',
    '<p>Qx7 alpha chal<b>len</b>ge marker sentence about the confidential brief of the client</p>',
    alpha('a sentence'),
  ],
  [
    '<wbr>',
    'process/index.html',
    '<p>Qx7 alpha role marker sen<wbr>tence describing the work under the agreement</p>',
    alpha('a sentence'),
  ],
  [
    '&nbsp;',
    'de/about/index.html',
    '<p>Qx7&nbsp;alpha&nbsp;results&nbsp;marker sentence with numbers that stay confidential</p>',
    alpha('a sentence'),
  ],
  [
    'a numeric entity',
    'de/contact/index.html',
    '<p>Qx7&#160;alpha&#x20;process marker sentence with</p>',
    alpha('a sentence'),
  ],
  [
    '\\u escapes',
    'index.txt',
    '\n9:"Qx7 \\u0061lpha list item marker sentence in the process section"\n',
    alpha('a sentence'),
  ],
  [
    'percent-encoding',
    'sitemap.xml',
    `<!-- https://x.example/?q=${encodeURIComponent(overview)} -->`,
    alpha('a sentence'),
  ],
  [
    'the passphrase with other separators and case',
    'robots.txt',
    `# ${passphrase.toUpperCase().replace(/-/g, ' _ ')}`,
    alpha('the passphrase'),
  ],
  ['a PNG text chunk', 'probe.png', pngWithText(overview), alpha('a sentence')],
  [
    'an .ics file',
    'talk.ics',
    `BEGIN:VEVENT\nSUMMARY:${overview}\nEND:VEVENT\n`,
    alpha('a sentence'),
  ],
  ['an .atom feed', 'feed.atom', `<feed><title>${overview}</title></feed>`, alpha('a sentence')],
  [
    'a .webmanifest',
    'probe.webmanifest',
    JSON.stringify({ description: overview }),
    alpha('a sentence'),
  ],
  [
    'a short name: 3M',
    'portfolio/atlas-base/index.html',
    '<p>Built for 3M.</p>',
    alpha('the field "facts.client" (content/projects/nda-alpha.md)'),
  ],
];

describe('the leak check on the fixture export', () => {
  const clean = leakStep({});
  const files: Record<string, string | Buffer> = {};
  for (const [, file, text] of probes) {
    files[file] = file in files ? `${files[file]}${text}` : text;
  }
  const probed = leakStep(files);
  const lines = probed.stderr.split('\n');
  afterAll(() => {
    // The exact line for each probe, for the record (the test reads them above).
    if (process.env.PRINT_LEAK_PROBES) console.log(probed.stderr);
  });

  it('passes the clean export, with no false positive from any short or common word', () => {
    expect(clean.stderr).toBe('');
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(/leak check: \d+ files clean \(\d+ ms\)/);
  });

  it.each(probes)('fails on %s, naming the file', (_, file, __, what) => {
    expect(probed.status).toBe(1);
    expect(
      lines.some(
        (line) =>
          line.includes(`out/${file} holds ${what.split(' of the ')[0]}`) &&
          line.includes('"nda-alpha"'),
      ),
    ).toBe(true);
  });

  it('prints no secret in its message', () => {
    expect(probed.stderr.toLowerCase()).not.toContain(passphrase.toLowerCase());
    expect(probed.stderr).not.toContain('Qx7');
  });

  it('fails on a confidential client named in About, naming both files', () => {
    const result = leakStep(
      {},
      { 'content/about.yaml': '\n# Thanks to Halvorsen Orbital Freight for the dock.\n' },
    );
    if (process.env.PRINT_LEAK_PROBES) console.log(result.stderr);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'content/about.yaml names a client marked confidential in content/clients.yaml (showName: false). A confidential name is never public: take it out of content/about.yaml.',
    );
  });
});
