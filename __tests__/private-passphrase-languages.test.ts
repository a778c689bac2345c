/** @jest-environment node */
// The passphrase rule in every language: what a protected page shows in each translation (the
// teaser, the site's own words, the tagline, the badge, the other protected projects' teasers) and
// the famous passphrases of every language the site ships words for, found in any order. The
// fixture's content (__tests__/fixture/site: nda-alpha and nda-beta, in English and German) is the
// project read here.
import path from 'node:path';
import { famousPassphrasesByLanguage } from '@/lib/passphrase/famous-passphrases';
import { passphraseVariable, readPassphrase } from '@/lib/passphrase/passphrase';
import { de } from '@/lib/i18n/words/de';
import { es } from '@/lib/i18n/words/es';
import { fr } from '@/lib/i18n/words/fr';

jest.setTimeout(30_000);
jest.spyOn(process, 'cwd').mockReturnValue(path.resolve('__tests__/fixture/site'));

const alpha = {
  id: 'nda-alpha',
  teaser: {
    title: 'Trading desk redesign for a financial firm',
    description:
      'A client-neutral summary that anyone may read; the case study itself needs the passphrase.',
  },
};
const read = (passphrase: string, project: { id: string } = alpha) =>
  readPassphrase(project, { [passphraseVariable(project.id)]: passphrase });
const refusal = (passphrase: string, project: { id: string } = alpha) => {
  const result = read(passphrase, project);
  const weak = new RegExp(`^${passphraseVariable(project.id)} is too weak`);
  expect(result).toEqual({ problem: expect.stringMatching(weak) });
  const { problem } = result as { problem: string };
  expect(problem).not.toContain(passphrase);
  return problem;
};

describe("a passphrase made of the page's words in another language", () => {
  it.each([
    ['the German teaser', 'Neugestaltung eines Handelsplatzes für ein Finanzunternehmen'],
    ["the German teaser's words, reordered", 'finanzunternehmen-handelsplatzes-neugestaltung'],
    ['the German locked heading', de.privateWork.heading],
    ['the German badge', de.privateWork.badge],
    ['the French locked heading', fr.privateWork.heading],
    ['the Spanish form', `${es.passphrase.open} ${es.passphrase.remember}`],
  ])('is refused: %s', (_what, passphrase) => {
    expect(refusal(passphrase)).toMatch(/the teaser's text|the locked page's own words/);
  });

  it("names the German tagline and another protected project's German teaser as such", () => {
    expect(refusal('Skizze fertigen Objekt digitale Oberflächen Fertigung')).toContain(
      "is made of the site's tagline",
    );
    // nda-beta has no teaser of its own: nda-alpha's, in German, is on the same portfolio.
    expect(refusal('Handelsplatzes Neugestaltung Finanzunternehmen', { id: 'nda-beta' })).toContain(
      "is made of another protected case study's teaser",
    );
  });
});

describe('a famous passphrase in any language the site ships words for', () => {
  it.each([
    'Sesam öffne dich',
    'SESAM ÖFFNE DICH',
    'sesam-offne-dich',
    'dich öffne Sesam',
    'Sésame ouvre-toi',
    'Ábrete sésamo',
    'mindestens vier zufällige Wörter',
    'Vier-Zufällige-Wörter',
    'au moins quatre mots aléatoires',
    'cuatro palabras aleatorias',
  ])('is refused: %s', (passphrase) => {
    expect(refusal(passphrase)).toContain('it is a famous example passphrase');
  });

  it.each([
    'staple battery horse correct',
    'Battery-Staple-Correct-Horse',
    'staplebatteryhorsecorrect',
    'St4ple b4ttery horse c0rrect',
    'Heftklammer Batterie richtig Pferd',
    'zufällige fünf Wörter',
  ])('is refused with its words reordered: %s', (passphrase) => {
    expect(refusal(passphrase)).toContain('it is a famous example passphrase');
  });

  it('lists every language the site ships words for', () => {
    expect(Object.keys(famousPassphrasesByLanguage).sort()).toEqual(['de', 'en', 'es', 'fr']);
  });
});

describe('a strong passphrase', () => {
  it.each([
    'copper12-lantern200-quarry7-velvet99-oboe31',
    'tidal quiver marble ostrich',
    // One famous word, or one of the page's words, in five random ones does not make it weak.
    'horse tidal quiver marble ostrich',
    'Fallstudie tidal quiver marble ostrich',
  ])('is accepted: %s', (passphrase) => {
    expect(read(passphrase)).toEqual({ passphrase });
  });
});
