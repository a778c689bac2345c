// What an attacker tries first against a protected project's passphrase: the words anyone can read
// on the site, in every language (the project's id in its address, its teaser, the other protected
// projects' teasers, the locked page's own words, the owner's name, brand, tagline and address),
// the sample site's values and the famous example passphrases in every language the site ships
// words for. lib/passphrase/passphrase.ts measures a passphrase with these taken out; the build and
// `npm run check` both build it with `passphraseContext`, from the same project fields, content/
// and the environment.
import { siteConfig } from '@/lib/owner/site';
import { sample } from '@/lib/site/sample-content';
import { famousPassphrases } from './famous-passphrases';
import { lockedPageTexts } from './locked-page-texts';

export { famousPassphrases };

/** Where a known text comes from, as the refusal names it. */
export const knownSources = {
  id: "the project's id",
  teaser: "the teaser's text",
  teasers: "another protected case study's teaser",
  page: "the locked page's own words",
  tagline: "the site's tagline",
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
export type PassphraseSite = Record<'name' | 'brand' | 'shortBrand' | 'email' | 'url', string> & {
  tagline?: string;
};

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
    ['tagline', [site.tagline]],
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
  return [
    ...texts.flatMap(([source, values]) =>
      values.flatMap((text) => (text?.trim() ? [{ source, text }] : [])),
    ),
    ...lockedPageTexts(project.id),
  ];
}
