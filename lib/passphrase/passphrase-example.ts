// A passphrase made at random, for `npm run new-project -- <id> --protected` to offer: five words
// from the EFF's large dice list (7,776 words, chosen to be easy to spell and remember; zxcvbn-ts
// ships it), drawn with the operating system's random numbers: 7,776^5 is about 2.8 * 10^19.
import { randomInt } from 'node:crypto';
import * as common from '@zxcvbn-ts/language-common';
import type { KnownText } from './passphrase-context';
import { weakPassphrase } from './passphrase';

const diceList = common.dictionary['diceware-common'] as string[];

/** `count` random words of the EFF list, joined by hyphens. */
export const randomWords = (count = 5) =>
  Array.from({ length: count }, () => diceList[randomInt(diceList.length)]).join('-');

/** A fresh random passphrase that the build accepts for a project with this context. */
export function randomPassphrase(known: KnownText[]): string {
  for (;;) {
    const passphrase = randomWords();
    if (!weakPassphrase(passphrase, known)) return passphrase;
  }
}
