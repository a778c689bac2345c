import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PBKDF2_ITERATIONS } from './sealed';

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

/** Why the passphrase is too weak to survive an offline guessing attack, or undefined. */
export function weakPassphrase(passphrase: string): string | undefined {
  const result = estimator().check(passphrase);
  if (result.guessesLog10 >= MIN_GUESSES_LOG10) return undefined;
  const hint = result.feedback.warning ? ` (${result.feedback.warning.replace(/\.$/, '')})` : '';
  return `is too weak: about 10^${result.guessesLog10.toFixed(1)} guesses would find it${hint}, and anyone with the page can try guesses offline at ${PBKDF2_ITERATIONS.toLocaleString('en')} PBKDF2 rounds each; use at least 4 random words (10^${MIN_GUESSES_LOG10} guesses)`;
}

/** The protected project's passphrase from the environment, or the problem with it. */
export function readPassphrase(
  id: string,
  env: Record<string, string | undefined> = process.env,
): { passphrase: string } | { problem: string } {
  const variable = passphraseVariable(id);
  const passphrase = env[variable];
  if (!passphrase) {
    return {
      problem: `is protected, but ${variable} is not set: set it in the build's environment (or in .env.local, which git ignores) to the passphrase you give your clients`,
    };
  }
  const weak = weakPassphrase(passphrase);
  return weak ? { problem: `${variable} ${weak}` } : { passphrase };
}
