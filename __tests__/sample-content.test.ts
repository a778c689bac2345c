/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isPublication, sampleValues, sampleWarning } from '@/lib/site/sample-content';
import { sampleFingerprints } from '@/lib/site/sample-fingerprints-data';
import { sampleFields, sampleWords, takeFingerprints } from '@/lib/site/sample-fingerprints';

const owner = {
  name: 'Rin Okada',
  email: 'rin@okada.studio',
  url: 'https://okada.studio',
  social: [{ label: 'GitHub', href: 'https://github.com/rinokada' }],
};
const ownTrust = {
  testimonials: [{ name: 'Lena Brandt' }],
  clients: [
    { name: 'Brandt Audio', url: 'https://brandt.audio' },
    { name: 'Kestrel', url: 'https://kestrel.example' },
  ],
  booking: { url: 'https://cal.com/rinokada/intro' },
};

// The site's and the trust fields alone: a folder with no content/ and no public/.
const noProject = path.join(os.tmpdir(), 'sample-content-no-project');

describe('sample content', () => {
  it('finds each sample value in the shipped content, naming the file and field', () => {
    const values = sampleValues();
    expect(values).toEqual(
      expect.arrayContaining([
        'content/site.yaml: field "name" is the sample name "Alex Morgan"',
        'content/site.yaml: field "email" is the sample address hello@example.com',
        'content/site.yaml: field "url" is the sample address https://www.example.com',
        'content/site.yaml: field "social.0.href" is the sample link https://www.linkedin.com/in/example',
        'content/site.yaml: field "social.1.href" is the sample link https://github.com/example',
        'content/projects/atlas-base.md: the sample case study, unchanged',
        'content/projects/gravity-dice-design.md: the sample case study, unchanged',
      ]),
    );
    expect(values.filter((v) => v.endsWith('the sample case study, unchanged'))).toHaveLength(5);
  });

  it('finds the invented testimonials, clients and booking link', () => {
    const values = sampleValues();
    expect(values).toEqual(
      expect.arrayContaining([
        'content/testimonials.yaml: testimonials.0 is the sample quote of Priya Natarajan',
        'content/testimonials.yaml: testimonials.2 is the sample quote of Mara Quist',
        'content/clients.yaml: clients.1 is the sample client Harbor & Pine',
        'content/site.yaml: field "booking.url" is the sample link https://cal.com/example/intro-call',
      ]),
    );
    expect(values.filter((v) => v.startsWith('content/clients.yaml'))).toHaveLength(5);
    expect(
      sampleValues(noProject, owner, ownTrust).filter((v) => !v.startsWith('content/words.yaml')),
    ).toEqual([
      'content/clients.yaml: field "clients.1.url" is the sample address https://kestrel.example',
    ]);
  });

  it("lists the sample owner's texts, words and files by file and field", () => {
    const values = sampleValues();
    expect(values).toEqual(
      expect.arrayContaining([
        'content/site.yaml: field "siteConfig.brand" is the sample\'s text ("Meridian Product Studio")',
        'content/about.yaml: field "about.biography.0" is the sample\'s text ("I started out in film production, learning to t…")',
        'content/about.yaml: field "about.callToAction.text" is the sample\'s text ("Tell me about the product you want to make, on …")',
        'content/home.yaml: field "capabilities.2.description" is the sample\'s text ("Design for manufacture, supplier sourcing, tool…")',
        'content/home.yaml: field "closingCallToAction.heading" is the sample\'s text ("Have an ambitious idea")',
        'content/process.yaml: field "processSteps.4.description" is the sample\'s text ("Release, packaging, product photography and the…")',
        'content/categories.yaml: field "projectCategories" is the sample\'s list ("UX & Digital, Industrial Design & Engineering")',
        'content/contact.yaml: field "contact.timeline.text" is the sample\'s text ("Most projects take 2-6 months from first call t…")',
        'content/case-study.yaml: field "callToAction.text" is the sample\'s text ("Tell me where it stands and where it needs to g…")',
        'content/about.yaml: field "about.description" is the sample\'s text ("Film production, web and UX, industrial design …")',
        'content/portfolio.yaml: field "intro" is the sample\'s text ("Digital products, engineered hardware and the m…")',
        'content/words.yaml: field "intro.calibrating": the site still says the sample owner\'s "> calibrating tolerances ±0.1 mm": write yours there',
        "public/videos/atlas-base-assembly.webm: the sample's video, exported with the site: replace or delete it",
        "public/images/clients/sample-tessellate.svg: the sample's client logo, exported with the site: replace or delete it",
        "public/images/testimonials/sample-priya-natarajan.jpg: the sample's testimonial photo, exported with the site: replace or delete it",
        "public/images/home/blueprint.svg: the sample's Home drawing, exported with the site: replace or delete it",
      ]),
    );
    expect(values.filter((v) => v.includes('about.biography'))).toHaveLength(4);
    expect(values.filter((v) => v.includes('processSteps'))).toHaveLength(5);
    expect(values.filter((v) => v.startsWith('content/words.yaml'))).toHaveLength(
      sampleWords.length,
    );
  });

  it("lists the sample owner's notes, under any name, until their text is the owner's", () => {
    expect(sampleValues().filter((v) => v.startsWith('content/notes/'))).toEqual([
      "content/notes/print-the-shell-first.md: the sample owner's note, unchanged: write your own or delete it",
      "content/notes/the-shell-is-the-heat-sink.md: the sample owner's note, unchanged: write your own or delete it",
      "content/notes/what-gets-lost-in-a-hand-off.md: the sample owner's note, unchanged: write your own or delete it",
    ]);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-notes-'));
    try {
      fs.mkdirSync(path.join(root, 'content/notes'), { recursive: true });
      const sample = fs.readFileSync('content/notes/print-the-shell-first.md', 'utf8');
      // Renamed, its front matter edited: still the sample's text.
      fs.writeFileSync(
        path.join(root, 'content/notes/my-first-note.md'),
        sample.replace(/^title: .*$/m, 'title: My first note'),
      );
      // Its text rewritten: the owner's.
      fs.writeFileSync(
        path.join(root, 'content/notes/mine.md'),
        sample.replace('It is tempting', 'It was tempting'),
      );
      expect(
        sampleValues(root, owner, ownTrust).filter((v) => v.startsWith('content/notes/')),
      ).toEqual([
        "content/notes/my-first-note.md: the sample owner's note, unchanged: write your own or delete it",
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('keeps its fingerprints in step with the shipped sample', () => {
    // After changing a sample text or file: node scripts/test/sample-fingerprints.mjs
    expect(takeFingerprints()).toEqual(sampleFingerprints);
  });

  it('finds none of them once the owner has replaced the texts, words and files', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-owner-'));
    try {
      // Every sample field rewritten: the file copied with each of its texts made the owner's.
      for (const file of Object.keys(sampleFields)) {
        const own = fs
          .readFileSync(file, 'utf8')
          .replace(/^(\s*(?:- )?[\w]+: |\s*- )(?!\/)(.+)$/gm, '$1Okada $2');
        fs.mkdirSync(path.join(root, 'content'), { recursive: true });
        fs.writeFileSync(path.join(root, file), own);
      }
      const words = sampleWords
        .map((key) => key.split('.'))
        .reduce<Record<string, Record<string, string>>>(
          (all, [area, key]) => ({ ...all, [area]: { ...all[area], [key]: `Rin Okada's ${key}` } }),
          {},
        );
      fs.writeFileSync(path.join(root, 'content/words.yaml'), JSON.stringify(words));
      fs.mkdirSync(path.join(root, 'public/images/home'), { recursive: true });
      fs.writeFileSync(path.join(root, 'public/images/home/desk.svg'), '<svg/>');
      expect(sampleValues(root, owner, ownTrust)).toEqual([
        'content/clients.yaml: field "clients.1.url" is the sample address https://kestrel.example',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("finds none of the site's fields once the owner has replaced them", () => {
    expect(
      sampleValues(noProject, owner, ownTrust).filter((v) => v.startsWith('content/site.yaml')),
    ).toEqual([]);
  });

  it('warns only in a build for publication: SITE_URL set or CI=true', () => {
    const values = sampleValues();
    expect(isPublication({})).toBe(false);
    expect(sampleWarning(values, {})).toBeUndefined();
    expect(sampleWarning(values, { SITE_URL: 'https://okada.studio' })).toContain(
      '⚠ Sample content: this is a build for publication (SITE_URL is https://okada.studio)',
    );
    const block = sampleWarning(values, { CI: 'true' })!;
    expect(block).toContain('(CI=true)');
    for (const value of values) expect(block).toContain(`    ${value}`);
    expect(sampleWarning([], { CI: 'true' })).toBeUndefined();
  });

  it('makes `npm run check -- --publish` fail on them, while plain check passes', async () => {
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['scripts/owner/check.mjs', ...args]).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
      );
    const [plain, publish] = await Promise.all([run([]), run(['--publish'])]);
    expect(plain.code).toBe(0);
    expect(publish.code).toBe(1);
    expect(publish.out).toContain(
      'content/site.yaml: field "name" is the sample name "Alex Morgan"',
    );
  }, 120_000);
});
