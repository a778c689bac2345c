/** @jest-environment node */
// The fixture build (npm run build:fixture) holds one unlisted and two protected case studies whose
// texts carry the marker "Qx7" and whose images are in private/, a testimonial for each of them, a
// client's name and addresses in short links, and a public case study whose placeholder text a
// protected one shares. Every byte of every file of its export is searched, host files included.
import fs from 'node:fs';
import path from 'node:path';
import { open, readHeader } from '@/lib/private/sealed';

// As scripts/test/fixture-site.mjs writes them (its top-level await keeps jest from importing it).
const fixtureRoot = path.resolve('artifacts/fixture/site');
const fixtureOut = path.join(fixtureRoot, 'out');
if (!fs.existsSync(path.join(fixtureOut, 'index.html'))) {
  throw new Error('artifacts/fixture/site/out has no export: run `npm run build:fixture` first.');
}
const env = JSON.parse(fs.readFileSync('artifacts/fixture/env.json', 'utf8')) as Record<
  string,
  string
>;
const files = (fs.readdirSync(fixtureOut, { recursive: true, withFileTypes: true }) as fs.Dirent[])
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(fixtureOut, path.join(entry.parentPath, entry.name)))
  .sort();
const read = (file: string) => fs.readFileSync(path.join(fixtureOut, file));
const privateImages = [
  'nda-alpha/hero.svg',
  'nda-alpha/process-1.svg',
  'nda-beta/hero.png',
  'nda-beta/process-1.svg',
];
const imageBytes = (image: string) =>
  fs.readFileSync(path.join('__tests__/fixture/site/private/images/projects', image));

const holding = (needle: string | Buffer) => files.filter((file) => read(file).includes(needle));

describe('the fixture export with private case studies', () => {
  it('was searched by the leak check, file by file', () => {
    const scanned = fs.readFileSync(path.join(fixtureRoot, '.next/leak-check-files.txt'), 'utf8');
    expect(scanned.trim().split('\n')).toEqual(files);
  });

  it.each([
    'Qx7 alpha',
    'Qx7 Alpha',
    'Qx7 beta',
    'Qx7 Beta',
    // Their facts, results and captions, in English and German.
    'Qx7 nineteen weeks',
    'Qx7 ledger views',
    'Qx7 faster alpha',
    'Qx7 eleven weeks',
    'Qx7 bracket tooling',
    'qx7-alpha-press.example',
    'Qx7 neunzehn Wochen',
    'Qx7 Hauptbuch',
    'Qx7 schnellere',
    'Qx7 Halterungswerkzeuge',
    'Qx7 Beta Falltest',
    // The testimonials that name the protected projects: quote, name, role and company.
    'Zephyr testimonial marker',
    'Zephyr beta testimonial',
    'Ines Varga',
    'Tobiah Wrenfield',
    'Director of Hardware',
    // nda-beta's client, in a short link text and an address inside "My Role"; the dates.
    'Kestrel Vantor',
    'kestrel-vantor.example',
    'Orrin Lab',
    'orrin-lab.example',
    '2024-02-29',
    '2024-03-31',
  ])('holds no text of a protected case study in any file, host files included: %s', (marker) => {
    expect(holding(marker)).toEqual([]);
  });

  it('shows on Home only the testimonials of listed case studies', () => {
    const home = read('index.html').toString();
    expect(home).toContain('What Clients Say');
    expect(home).toContain('Priya Natarajan');
    for (const name of ['Ines Varga', 'Tobiah Wrenfield', 'Odalys Brenner']) {
      expect(home).not.toContain(name);
    }
  });

  it("shows the unlisted case study's testimonial only on its own page", () => {
    expect(holding('Odalys Brenner')).toContain('portfolio/open-by-link/index.html');
    expect(
      holding('Odalys Brenner').filter(
        (file) =>
          !file.startsWith('portfolio/open-by-link/') &&
          !file.startsWith('de/portfolio/open-by-link/'),
      ),
    ).toEqual([]);
  });

  it("keeps the build's image manifest out of the export", () => {
    expect(files.filter((file) => file.endsWith('images.json'))).toEqual([]);
  });

  it.each(privateImages)('holds the bytes of the protected image %s in no file', (image) => {
    expect(holding(imageBytes(image))).toEqual([]);
    expect(holding(imageBytes(image).toString('base64').slice(0, 64))).toEqual([]);
  });

  it('holds neither passphrase in any file', () => {
    const passphrases = Object.entries(env).filter(([name]) =>
      name.startsWith('PROJECT_PASSPHRASE_'),
    );
    expect(passphrases).toHaveLength(2);
    for (const [, passphrase] of passphrases) expect(holding(passphrase)).toEqual([]);
  });

  it('has the unlisted case study only on its own page', () => {
    expect(
      holding('Qx7 Unlisted').every((file) => file.startsWith('portfolio/open-by-link/')),
    ).toBe(true);
    expect(holding('Qx7 Unlisted')).toContain('portfolio/open-by-link/index.html');
  });

  // Every file counts, the host files (_headers, _csp.nginx.conf) too: most hosts serve them. The
  // fixture is also in German: a case study's own folders are its page in each language.
  const ownFiles = (id: string) => (file: string) =>
    file.startsWith(`portfolio/${id}/`) ||
    file.startsWith(`de/portfolio/${id}/`) ||
    file.startsWith(`images/projects/${id}/`);

  it.each(['open-by-link', 'nda-beta'])(
    'names %s in no file outside its own folders: no host file, sitemap, list, pager or manifest',
    (id) => {
      expect(holding(id).filter((file) => !ownFiles(id)(file))).toEqual([]);
      expect(files).not.toContain(`og/portfolio/${id}.png`);
    },
  );

  it('names the protected case study with a teaser only in its card on /portfolio/', () => {
    const mentions = holding('nda-alpha').filter((file) => !ownFiles('nda-alpha')(file));
    expect(mentions.sort()).toEqual(
      [
        'portfolio/__next._full.txt',
        'portfolio/__next.portfolio.__PAGE__.txt',
        // The default language's pages are the route group app/(default)/.
        'portfolio/__next.!KGRlZmF1bHQp.portfolio.__PAGE__.txt',
        'portfolio/index.html',
        'portfolio/index.txt',
        'de/portfolio/__next._full.txt',
        'de/portfolio/__next.!KGxhbmcp.$d$lang.portfolio.__PAGE__.txt',
        'de/portfolio/index.html',
        'de/portfolio/index.txt',
      ]
        .filter((file) => files.includes(file))
        .sort(),
    );
    expect(read('portfolio/index.html').toString()).toContain('Private · passphrase required');
    expect(files).not.toContain('og/portfolio/nda-alpha.png');
  });

  it('names only public pages in the host files, and gives each its policy', () => {
    const headers = read('_headers').toString();
    expect(headers).toContain('/portfolio/atlas-base/\n  Content-Security-Policy:');
    expect(headers).not.toContain('blob:');
    expect(read('_csp.nginx.conf').toString()).not.toContain('blob:');
  });

  it.each(['nda-alpha', 'nda-beta', 'open-by-link'])('marks /portfolio/%s/ noindex', (id) => {
    expect(read(`portfolio/${id}/index.html`).toString()).toMatch(
      /<meta name="robots" content="noindex, follow"\/>/,
    );
  });

  it('seals each protected case study so that its passphrase opens it', async () => {
    const sealed = new Uint8Array(read('portfolio/nda-beta/sealed.bin'));
    const { plaintext } = await open(
      sealed,
      env.PROJECT_PASSPHRASE_NDA_BETA,
      (await import('@/lib/private/binding')).sealedBinding('nda-beta', 'en'),
    );
    expect(Buffer.from(plaintext).includes('Qx7 beta results marker sentence')).toBe(true);
    expect(Buffer.from(plaintext).includes(imageBytes('nda-beta/hero.png'))).toBe(true);
    await expect(
      open(
        sealed,
        env.PROJECT_PASSPHRASE_NDA_ALPHA,
        (await import('@/lib/private/binding')).sealedBinding('nda-beta', 'en'),
      ),
    ).rejects.toThrow();
  });

  it('seals the testimonial that names a protected case study with it, not beside it', async () => {
    const quote = 'Zephyr testimonial marker';
    expect(holding(quote)).toEqual([]);
    const sealed = new Uint8Array(read('portfolio/nda-alpha/sealed.bin'));
    const { plaintext } = await open(
      sealed,
      env.PROJECT_PASSPHRASE_NDA_ALPHA,
      (await import('@/lib/private/binding')).sealedBinding('nda-alpha', 'en'),
    );
    expect(Buffer.from(plaintext).includes(quote)).toBe(true);
  });

  it('seals the German page its own file, bound to German, with the German testimonial', async () => {
    const { sealedBinding } = await import('@/lib/private/binding');
    const german = new Uint8Array(read('de/portfolio/nda-alpha/sealed.bin'));
    const { plaintext } = await open(
      german,
      env.PROJECT_PASSPHRASE_NDA_ALPHA,
      sealedBinding('nda-alpha', 'de'),
    );
    const text = Buffer.from(plaintext);
    expect(text.includes('Qx7 Alpha Geheimtitel-Marker')).toBe(true);
    expect(text.includes('Zephyr Zitat-Marker auf Deutsch')).toBe(true);
    expect(text.includes('Zephyr testimonial marker')).toBe(false);
    await expect(
      open(german, env.PROJECT_PASSPHRASE_NDA_ALPHA, sealedBinding('nda-alpha', 'en')),
    ).rejects.toThrow('wrong passphrase');
    // One key per project: the English and German files share the salt, each its own nonce.
    const english = new Uint8Array(read('portfolio/nda-alpha/sealed.bin'));
    expect(readHeader(german).salt).toEqual(readHeader(english).salt);
    expect(readHeader(german).nonce).not.toEqual(readHeader(english).nonce);
  });

  // The CMS at /admin/ has its own policy, which previews pictures from blob: (export/admin.test.ts).
  it('allows blob: images only on the protected pages', () => {
    const blob = files.filter(
      (file) =>
        file.endsWith('.html') &&
        !file.startsWith(`admin${path.sep}`) &&
        read(file).toString().includes("img-src 'self' data: blob:"),
    );
    expect(blob).toEqual([
      'de/portfolio/nda-alpha/index.html',
      'de/portfolio/nda-beta/index.html',
      'portfolio/nda-alpha/index.html',
      'portfolio/nda-beta/index.html',
    ]);
  });
});
