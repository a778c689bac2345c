/** @jest-environment node */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { isPublication, sampleValues, sampleWarning } from '@/lib/site/sample-content';

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
      sampleValues(process.cwd(), owner, ownTrust).filter((v) => !v.includes('projects/')),
    ).toEqual([
      'content/clients.yaml: field "clients.1.url" is the sample address https://kestrel.example',
    ]);
  });

  it("finds none of the site's fields once the owner has replaced them", () => {
    expect(
      sampleValues(process.cwd(), owner, ownTrust).filter((v) => v.startsWith('content/site.yaml')),
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
