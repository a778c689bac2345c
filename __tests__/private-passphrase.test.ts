/** @jest-environment node */
import { famousPassphrases } from '@/lib/passphrase/passphrase-context';
import { randomPassphrase } from '@/lib/passphrase/passphrase-example';
import {
  passphraseVariable,
  readPassphrase,
  samePassphraseProblems,
  weakPassphrase,
} from '@/lib/passphrase/passphrase';

// zxcvbn takes up to a second on a passphrase full of digits.
jest.setTimeout(30_000);

// The sample site (content/site.yaml): Alex Morgan, Meridian Product Studio, www.example.com.
const dashboard = {
  id: 'client-dashboard',
  teaser: {
    title: 'Trading desk redesign for a financial firm',
    description: 'What you can say in public, in one or two sentences.',
  },
};
const variable = 'PROJECT_PASSPHRASE_CLIENT_DASHBOARD';
const read = (passphrase: string, env: Record<string, string> = {}) =>
  readPassphrase(dashboard, { ...env, [variable]: passphrase });

describe('the passphrase of a protected project', () => {
  it('comes from a variable named after the id', () => {
    expect(passphraseVariable('atlas-base')).toBe('PROJECT_PASSPHRASE_ATLAS_BASE');
    expect(passphraseVariable('v2-x9')).toBe('PROJECT_PASSPHRASE_V2_X9');
  });

  it('is a problem naming the variable when it is not set', () => {
    expect(readPassphrase({ id: 'atlas-base' }, {})).toEqual({
      problem: expect.stringContaining('PROJECT_PASSPHRASE_ATLAS_BASE is not set'),
    });
  });

  it.each(['password123', 'correct horse battery', 'qwertyuiop1234'])(
    'is refused when weak: %s',
    (passphrase) => {
      expect(weakPassphrase(passphrase)).toMatch(/too weak: about 10\^\d/);
      expect(readPassphrase({ id: 'x' }, { PROJECT_PASSPHRASE_X: passphrase })).toEqual({
        problem: expect.stringMatching(
          /^PROJECT_PASSPHRASE_X is too weak.*at least 4 random words/,
        ),
      });
    },
  );

  it.each([
    ['correct horse battery staple', 'it is a famous example passphrase'],
    ['Correct-Horse-Battery-Staple!', 'it is a famous example passphrase'],
    ['Tr0ub4dor&3', 'it is a famous example passphrase'],
    ['four or more random words', 'it is a famous example passphrase'],
    ['client-dashboard-passphrase', "it is made of the project's id"],
    ['ClientDashboard2025', "it is made of the project's id"],
    ['meridian product studio portfolio', "it is made of the site's brand"],
    ['Studio-Meridian-Product-Portfolio', "it is made of the site's brand"],
    ['m3r1d14n studio product 2024', "it is made of the site's brand"],
    ['alex morgan studio meridian', "contains the owner's name"],
    ['www example com passphrase', "it is made of the site's address"],
    ['trading desk financial firm redesign', "it is made of the teaser's text"],
    ['atlas-base northwind devices', "it is made of the sample site's values"],
  ])('is refused when an attacker would try it first: %s', (passphrase, reason) => {
    const result = read(passphrase);
    expect(result).toEqual({
      problem: expect.stringMatching(new RegExp(`^${variable} is too weak: `)),
    });
    const { problem } = result as { problem: string };
    expect(problem).toContain(reason);
    expect(problem).toContain('which attackers try first');
    expect(problem).not.toContain(passphrase);
  });

  it("counts the address the build publishes (SITE_URL) and the owner's own details", () => {
    const site = {
      name: 'Rin Okada',
      brand: 'Kestrel Works',
      shortBrand: 'Kestrel',
      email: 'rin@okada.studio',
      url: 'https://www.example.com',
    };
    const env = {
      [variable]: 'lumen forge tidal quiver kestrel',
      SITE_URL: 'https://lumen-forge-tidal.com',
    };
    expect(readPassphrase(dashboard, env, site)).toEqual({
      problem: expect.stringContaining(
        "it is made of the site's address and contains the site's brand",
      ),
    });
    expect(readPassphrase(dashboard, { ...env, SITE_URL: '' }, site)).toEqual({
      passphrase: 'lumen forge tidal quiver kestrel',
    });
    expect(readPassphrase(dashboard, { [variable]: 'rin okada studio kestrel' }, site)).toEqual({
      problem: expect.stringMatching(/owner's (name|email address)/),
    });
  });

  it.each([
    'copper12-lantern200-quarry7-velvet99-oboe31',
    'tidal quiver marble ostrich',
    // A word from the site does no harm when the rest is strong on its own.
    'meridian tidal quiver marble ostrich',
  ])('is accepted with four or more random words: %s', (passphrase) => {
    expect(read(passphrase)).toEqual({ passphrase });
  });

  it('accepts the passphrase new-project offers: five fresh random words each time', () => {
    const offered = [randomPassphrase([]), randomPassphrase([])];
    for (const passphrase of offered) {
      expect(passphrase).toMatch(/^[a-z]+(-[a-z]+){4}$/);
      expect(read(passphrase)).toEqual({ passphrase });
    }
    expect(offered[0]).not.toBe(offered[1]);
  });

  it('lists every famous example with its refusal', () => {
    for (const passphrase of famousPassphrases) {
      expect(read(passphrase)).toEqual({
        problem: expect.stringContaining('famous example passphrase'),
      });
    }
  });
});

describe('two protected projects with one passphrase', () => {
  const projects = [
    { id: 'nda-alpha', access: 'protected', file: 'content/projects/nda-alpha.md' },
    { id: 'open-by-link', access: 'unlisted', file: 'content/projects/open-by-link.md' },
    { id: 'nda-beta', access: 'protected', file: 'content/projects/nda-beta.md' },
  ];

  it('is a problem naming both projects and their variables, written alike or not', () => {
    const env = {
      PROJECT_PASSPHRASE_NDA_ALPHA: 'tidal quiver marble ostrich',
      PROJECT_PASSPHRASE_NDA_BETA: 'Tidal-Quiver-Marble-Ostrich',
    };
    expect(samePassphraseProblems(projects, env)).toEqual([
      'content/projects/nda-beta.md: PROJECT_PASSPHRASE_NDA_BETA holds the same passphrase as PROJECT_PASSPHRASE_NDA_ALPHA (content/projects/nda-alpha.md, project "nda-alpha"): whoever has one of the two could open both; give each protected project its own',
    ]);
  });

  it('is no problem with a passphrase each, or for a project that is not protected', () => {
    const env = {
      PROJECT_PASSPHRASE_NDA_ALPHA: 'tidal quiver marble ostrich',
      PROJECT_PASSPHRASE_OPEN_BY_LINK: 'tidal quiver marble ostrich',
      PROJECT_PASSPHRASE_NDA_BETA: 'copper lantern quarry velvet',
    };
    expect(samePassphraseProblems(projects, env)).toEqual([]);
  });
});
