// What an attacker tries first against a protected project's passphrase: the words anyone can read
// on the site (the project's id in its address, its teaser, the owner's name, brand and address),
// the sample site's values and the famous example passphrases. lib/private/passphrase.ts measures a
// passphrase with these taken out; the build and `npm run check` both build it with
// `passphraseContext`, from the same project fields, content/site.yaml and the environment.
import { siteConfig } from '@/lib/owner/site';
import { sample } from '@/lib/site/sample-content';

/** Where a known text comes from, as the refusal names it. */
export const knownSources = {
  id: "the project's id",
  teaser: "the teaser's text",
  name: "the owner's name",
  email: "the owner's email address",
  brand: "the site's brand",
  address: "the site's address",
  sample: "the sample site's values",
  famous: 'a famous example passphrase',
} as const;

export type KnownSource = keyof typeof knownSources;
export type KnownText = { source: KnownSource; text: string };

/** The fields of a protected project that are public: its id and its teaser. */
export type PassphraseProject = { id: string; teaser?: { title: string; description: string } };
/** The owner's details from content/site.yaml that the site shows. */
export type PassphraseSite = Record<'name' | 'brand' | 'shortBrand' | 'email' | 'url', string>;

/**
 * Passphrases that every guessing list holds: xkcd's, the examples of password advice, and this
 * project's own wording for a passphrase (README, new-project, the refusals), which an owner might
 * paste as it is. Taken out as whole phrases only: their words alone are ordinary.
 */
export const famousPassphrases = [
  'correct horse battery staple',
  'Tr0ub4dor&3',
  'four or more random words',
  'at least four random words',
  'at least 4 random words',
  'four random words',
  'five random words',
  'random words',
  'the passphrase you give your clients',
  'your passphrase here',
  'my secret passphrase',
  'open sesame',
  'let me in',
  'change me',
  'hunter2',
  'swordfish',
  'hello world',
  'the quick brown fox jumps over the lazy dog',
  'lorem ipsum dolor sit amet',
  'to be or not to be',
  'may the force be with you',
];

const hostOf = (url: string | undefined) => {
  try {
    return url?.trim() ? new URL(url.trim()).hostname : undefined;
  } catch {
    return undefined;
  }
};

/** Everything an attacker who has read the site would try first, each with where it comes from. */
export function passphraseContext(
  project: PassphraseProject,
  env: Record<string, string | undefined> = process.env,
  site: PassphraseSite = siteConfig,
): KnownText[] {
  const texts: [KnownSource, (string | undefined)[]][] = [
    ['id', [project.id]],
    ['teaser', [project.teaser?.title, project.teaser?.description]],
    ['name', [site.name]],
    ['email', [site.email]],
    ['brand', [site.brand, site.shortBrand]],
    ['address', [hostOf(site.url), hostOf(env.SITE_URL)]],
    [
      'sample',
      [
        sample.name,
        sample.email,
        ...sample.testimonials,
        ...sample.clients,
        ...Object.keys(sample.projects),
      ],
    ],
    ['famous', famousPassphrases],
  ];
  return texts.flatMap(([source, values]) =>
    values.flatMap((text) => (text?.trim() ? [{ source, text }] : [])),
  );
}
