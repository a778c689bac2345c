// The passphrase of a protected project: which variable holds it, and whether it would hold against
// an offline guessing attack by someone who has read the site (lib/passphrase/passphrase-context.ts).
// The build, its postbuild step and `npm run check` all read it with `readPassphrase`.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { siteConfig } from '@/lib/owner/site';
import { compact, knownWords, withoutKnown } from './known-words';
import {
  knownSources,
  passphraseContext,
  type KnownSource,
  type KnownText,
  type PassphraseProject,
  type PassphraseSite,
} from './passphrase-context';
import { PBKDF2_ITERATIONS } from '@/lib/private/sealed';

type Env = Record<string, string | undefined>;

/** `PROJECT_PASSPHRASE_ATLAS_BASE` for `atlas-base`. */
export const passphraseVariable = (id: string) =>
  `PROJECT_PASSPHRASE_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

/**
 * The fewest guesses (as a power of ten) zxcvbn may estimate for a passphrase: 10^15 is about four
 * random common words. At 600,000 PBKDF2 rounds one high-end GPU tries roughly 10^4 passphrases a
 * second, so a hundred of them need about 30 years for 10^15 guesses (10^13 would take 4 months).
 */
export const MIN_GUESSES_LOG10 = 15;

let zxcvbn: ZxcvbnFactory | undefined;
const estimator = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/** The context as zxcvbn's user inputs: each text, written together, and its words. */
const userInputs = (known: KnownText[]) => [
  ...new Set([
    ...known.flatMap(({ text }) => [text.toLowerCase(), compact(text)]),
    ...knownWords(known).keys(),
  ]),
];

const list = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0];

/** "it is made of the project's id and contains the site's brand" (by their share of it). */
function reasons(sources: { source: KnownSource; share: number }[]) {
  const most = sources.filter(({ share }) => share >= 0.5);
  const some = sources.filter(({ share }) => share < 0.5).map(({ source }) => knownSources[source]);
  const said = [
    ...most.map(({ source }) =>
      source === 'famous' ? `is ${knownSources.famous}` : `is made of ${knownSources[source]}`,
    ),
    ...(some.length > 0 ? [`contains ${list(some)}`] : []),
  ];
  return `it ${list(said)}, which attackers try first: `;
}

const weakness = new Map<string, string | undefined>();

/** zxcvbn's figure for the passphrase as a whole and without its known parts; the lower counts. */
function measure(passphrase: string, known: KnownText[], inputs: string[]) {
  const whole = estimator().check(passphrase, inputs);
  const { rest, sources } = withoutKnown(passphrase, known);
  const left = sources.length === 0 ? whole : rest ? estimator().check(rest, inputs) : undefined;
  const guessesLog10 = Math.min(whole.guessesLog10, left?.guessesLog10 ?? 0);
  if (guessesLog10 >= MIN_GUESSES_LOG10) return undefined;
  const warning = (left ?? whole).feedback.warning;
  const hint = sources.length === 0 && warning ? ` (${warning.replace(/\.$/, '')})` : '';
  const why = sources.length > 0 ? reasons(sources) : '';
  return `is too weak: ${why}about 10^${guessesLog10.toFixed(1)} guesses would find it${hint}, and anyone with the page can try guesses offline at ${PBKDF2_ITERATIONS.toLocaleString('en')} PBKDF2 rounds each; use at least 4 random words of your own (10^${MIN_GUESSES_LOG10} guesses)`;
}

/**
 * Why the passphrase is too weak to survive an offline guessing attack, or undefined. `known` is
 * what the attacker tries first (`passphraseContext`): the passphrase is measured as a whole and
 * with those parts taken out, and the weaker figure counts.
 */
export function weakPassphrase(passphrase: string, known: KnownText[] = []): string | undefined {
  const inputs = userInputs(known);
  // The build and the check ask again for the same passphrase; zxcvbn takes up to a second on one.
  const key = [passphrase, ...inputs].join('\n');
  if (!weakness.has(key)) weakness.set(key, measure(passphrase, known, inputs));
  return weakness.get(key);
}

/** The protected project's passphrase from the environment, or the problem with it. */
export function readPassphrase(
  project: PassphraseProject,
  env: Env = process.env,
  site: PassphraseSite = siteConfig,
): { passphrase: string } | { problem: string } {
  const variable = passphraseVariable(project.id);
  const passphrase = env[variable];
  if (!passphrase) {
    return {
      problem: `is protected, but ${variable} is not set: set it in the build's environment (or in .env.local, which git ignores) to the passphrase you give your clients`,
    };
  }
  const weak = weakPassphrase(passphrase, passphraseContext(project, env, site));
  return weak ? { problem: `${variable} ${weak}` } : { passphrase };
}

/**
 * Protected projects that share a passphrase (ignoring case and separators): whoever has one
 * project's link and passphrase could open the other. `file` names each project's file.
 */
export function samePassphraseProblems(
  projects: { id: string; access: string; file: string }[],
  env: Env = process.env,
): string[] {
  const first = new Map<string, { id: string; file: string }>();
  return projects.flatMap((project) => {
    const key = compact(env[passphraseVariable(project.id)] ?? '');
    if (project.access !== 'protected' || !key) return [];
    const other = first.get(key);
    if (!other) {
      first.set(key, project);
      return [];
    }
    return [
      `${project.file}: ${passphraseVariable(project.id)} holds the same passphrase as ${passphraseVariable(other.id)} (${other.file}, project "${other.id}"): whoever has one of the two could open both; give each protected project its own`,
    ];
  });
}
