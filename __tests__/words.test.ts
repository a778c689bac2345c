import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { wordsProp } from '@/lib/i18n/client-words';
import { formatDate, formatNumber } from '@/lib/i18n/format';
import { loadWords } from '@/lib/i18n/get-words';
import { defaultLanguage, languages, languagesProblems } from '@/lib/i18n/languages';
import { shippedWords, wordKeys } from '@/lib/i18n/words';
import { en } from '@/lib/i18n/words/en';
import { describeAvailability } from '@/lib/trust/availability';
import { getAvailability } from '@/lib/trust/trust';
import { withNewLanguageScratch } from './support/new-language-scratch';

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

describe('the shipped tables of the site’s own words', () => {
  it.each(['de', 'fr', 'es'])('%s has exactly the English keys, each a text', (lang) => {
    const table = shippedWords[lang];
    expect(wordKeys(table)).toEqual(wordKeys(en));
    for (const key of wordKeys(en)) {
      const [area, name] = key.split('.') as [keyof typeof en, string];
      const text = (table[area] as Record<string, string>)[name];
      expect(text.trim()).not.toBe('');
      // The same {placeholders}: a translation cannot lose the name, the email or the count.
      expect(placeholders(text)).toEqual(placeholders((en[area] as Record<string, string>)[name]));
    }
  });

  it('keeps English exactly as the site wrote it', () => {
    expect(en.caseStudy.back).toBe('Back to Portfolio');
    expect(en.caseStudy.stepOf).toBe('Process step {n} of {total}');
    expect(en.notFound.projectTitle).toBe('Project not found');
  });
});

describe('languages in content/site.yaml', () => {
  it('defaults to one language, English', () => {
    expect(languages).toEqual(['en']);
    expect(defaultLanguage).toBe('en');
  });

  it('names the file and field for a bad code, a repeat or an empty list', () => {
    expect(languagesProblems(['en', 'de'])).toEqual([]);
    expect(languagesProblems([])).toEqual([
      `content/site.yaml: field "languages" must be a list of language codes, the default first, e.g. ['en', 'de']`,
    ]);
    expect(languagesProblems(['en', 'DE', 'en_GB', 'en'])).toEqual([
      `content/site.yaml: field "languages": "DE" is not a BCP 47 language code like 'de' or 'pt-BR' (write "de")`,
      `content/site.yaml: field "languages": "en_GB" is not a BCP 47 language code like 'de' or 'pt-BR'`,
      'content/site.yaml: field "languages" lists "en" more than once',
    ]);
  });
});

describe('getWords: the shipped table with the owner’s words file over it', () => {
  let root: string;
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  };
  beforeEach(() => (root = mkdtempSync(path.join(os.tmpdir(), 'words-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('uses the shipped table when there is no file', () => {
    expect(loadWords('de', root).caseStudy.back).toBe('Zurück zum Portfolio');
    expect(loadWords('de-AT', root).caseStudy.back).toBe('Zurück zum Portfolio');
  });

  it('lays the owner’s keys over it, in the default language too', () => {
    write('content/de/words.yaml', 'caseStudy:\n  back: Zur Übersicht\n');
    write('content/words.yaml', 'layout:\n  footerPages: Sitemap\n');
    const de = loadWords('de', root);
    expect(de.caseStudy.back).toBe('Zur Übersicht');
    expect(de.caseStudy.close).toBe('Schließen');
    expect(loadWords('en', root).layout.footerPages).toBe('Sitemap');
  });

  it('names the file and the key for an unknown key or a non-text', () => {
    write('content/de/words.yaml', 'caseStudy:\n  bakc: Zurück\n  close: 3\nmenus: {}\n');
    expect(() => loadWords('de', root)).toThrow(
      [
        'content/de/words.yaml: field "caseStudy.bakc" is not one of the site\'s words',
        'content/de/words.yaml: field "caseStudy.close" must be text',
        'content/de/words.yaml: field "menus" is not an area of the site\'s words',
      ].join('\n'),
    );
  });

  it('says where a page text it once held is written now', () => {
    write('content/words.yaml', 'pages:\n  portfolioIntro: My work, filtered.\n');
    write('content/de/words.yaml', 'pages:\n  aboutDescription: Mein Werdegang.\n');
    expect(() => loadWords('en', root)).toThrow(
      'content/words.yaml: field "pages.portfolioIntro" is your own text now: write it in content/portfolio.yaml field "intro"',
    );
    expect(() => loadWords('de', root)).toThrow(
      'content/de/words.yaml: field "pages.aboutDescription" is your own text now: write it in content/de/about.yaml field "about.description"',
    );
  });

  it('names the line and the column of a YAML mistake', () => {
    write('content/de/words.yaml', 'caseStudy:\n\tback: Zur Übersicht\n');
    expect(() => loadWords('de', root)).toThrow(/^content\/de\/words\.yaml:2:1: a tab is used/);
  });

  it('needs a complete file for a language the site has no table for', () => {
    expect(() => loadWords('nl', root)).toThrow(
      'content/nl/words.yaml: missing; the site has no built-in words for "nl"',
    );
    write('content/nl/words.yaml', 'caseStudy:\n  back: Terug\n');
    expect(() => loadWords('nl', root)).toThrow(/content\/nl\/words\.yaml: .*missing: layout\./);
  });
});

describe('dates and numbers for the language', () => {
  // The availability's page texts come from content/de/ too.
  withNewLanguageScratch('de');

  const march = new Date(Date.UTC(2027, 2, 1));

  it('keeps the default language’s locale (content/site.yaml), so English reads as before', () => {
    expect(formatDate(march, 'en', { month: 'long', year: 'numeric' })).toBe('March 2027');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });

  it('writes each other language its own way', () => {
    const month = { month: 'long', year: 'numeric' } as const;
    expect(formatDate(march, 'de', month)).toBe('März 2027');
    expect(formatDate(march, 'fr', month)).toBe('mars 2027');
    expect(formatDate(march, 'es', month)).toBe('marzo de 2027');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
  });

  it('says the availability in the language, dates included', () => {
    const today = new Date(Date.UTC(2026, 10, 1));
    const booked = { status: 'booked', from: '2027-04' } as const;
    expect(describeAvailability(booked, { today, locale: 'en-US' }).text).toBe(
      'Booked until March 2027 · taking enquiries for April',
    );
    const inGerman = { today, locale: 'de', words: shippedWords.de.availability };
    expect(describeAvailability(booked, inGerman).text).toBe(
      'Ausgebucht bis März 2027 · Anfragen für Projekte ab April willkommen',
    );
    const day = { status: 'booked', from: '2027-04-15' } as const;
    const inFrench = { today, locale: 'fr', words: shippedWords.fr.availability };
    expect(describeAvailability(day, inFrench).text).toBe(
      'Complet jusqu’au 14 avril 2027 · demandes bienvenues à partir du 15 avril',
    );
    // The owner's availability (content/site.yaml: booked from 2027-04) in a page's language.
    expect(getAvailability('de', today)?.text).toBe(
      'Ausgebucht bis März 2027 · Anfragen für Projekte ab April willkommen',
    );
    expect(getAvailability('en', today)?.text).toBe(
      'Booked until March 2027 · taking enquiries for April',
    );
  });
});

describe('the words a server component passes a client component', () => {
  it('passes nothing when they are the English its script holds, else the language’s slice', () => {
    expect(wordsProp(en.intro, en.intro)).toEqual({});
    expect(wordsProp({ ...en.intro }, en.intro)).toEqual({});
    expect(wordsProp(shippedWords.de.intro, en.intro)).toEqual({ words: shippedWords.de.intro });
  });
});
