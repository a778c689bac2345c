/** @jest-environment node */
// The fixture's notes (npm run build:fixture): the sample's three, one translated into German
// (__tests__/fixture/site/content/de/notes/), a draft in both languages with an image only it shows,
// and an unlisted note. A draft is in no file of the export; an unlisted note has its page and is
// named in no list, feed or sitemap; each language's feed lists exactly its published notes.
import fs from 'node:fs';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { JSDOM } from 'jsdom';

const fixtureOut = path.resolve('artifacts/fixture/site/out');
if (!fs.existsSync(path.join(fixtureOut, 'index.html'))) {
  throw new Error('artifacts/fixture/site/out has no export: run `npm run build:fixture` first.');
}
const site = 'https://www.example.com';
const files = (fs.readdirSync(fixtureOut, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => fs.statSync(path.join(fixtureOut, file)).isFile())
  .sort();
const read = (file: string) => fs.readFileSync(path.join(fixtureOut, file));
const exists = (route: string) => fs.existsSync(path.join(fixtureOut, route, 'index.html'));
const documentOf = (route: string) =>
  new JSDOM(read(path.join(route, 'index.html')).toString('utf8')).window.document;
const feedOf = (file: string) => parseFeed(read(file).toString('utf8'));

const published = [
  'the-shell-is-the-heat-sink',
  'what-gets-lost-in-a-hand-off',
  'print-the-shell-first',
];

describe('the fixture’s notes', () => {
  it('publish each note in the languages it is translated into', () => {
    for (const slug of published) expect([slug, exists(`/notes/${slug}/`)]).toEqual([slug, true]);
    expect(exists('/de/notes/the-shell-is-the-heat-sink/')).toBe(true);
    expect(exists('/de/notes/what-gets-lost-in-a-hand-off/')).toBe(false);
    expect(documentOf('/de/notes/the-shell-is-the-heat-sink/').documentElement.lang).toBe('de');
  });

  it('link the translations of a note to each other with hreflang', () => {
    const alternates = (route: string) =>
      Object.fromEntries(
        [...documentOf(route).querySelectorAll('head link[rel="alternate"][hreflang]')].map(
          (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
        ),
      );
    const both = {
      en: `${site}/notes/the-shell-is-the-heat-sink/`,
      de: `${site}/de/notes/the-shell-is-the-heat-sink/`,
      'x-default': `${site}/notes/the-shell-is-the-heat-sink/`,
    };
    expect(alternates('/notes/the-shell-is-the-heat-sink/')).toEqual(both);
    expect(alternates('/de/notes/the-shell-is-the-heat-sink/')).toEqual(both);
    expect(alternates('/notes/print-the-shell-first/')).toEqual({});
  });

  it('give each language a feed of exactly its published notes', () => {
    expect(feedOf('notes/feed.xml').items.map((item) => item.url)).toEqual(
      published.map((slug) => `${site}/notes/${slug}/`),
    );
    const german = feedOf('de/notes/feed.xml');
    expect(german.language).toBe('de');
    expect(german.items.map((item) => [item.title, item.url])).toEqual([
      ['Das Gehäuse ist der Kühlkörper', `${site}/de/notes/the-shell-is-the-heat-sink/`],
    ]);
    expect(german.items[0].updated?.toISOString().slice(0, 10)).toBe('2026-10-20');
    expect(feedOf('de/notes/rss.xml').items).toHaveLength(1);
    const head = documentOf('/de/about/').querySelector('link[type="application/atom+xml"]');
    expect(head?.getAttribute('href')).toBe(`${site}/de/notes/feed.xml`);
  });

  it('keep a draft out of every file: pages, lists, feeds, sitemap, payloads and images', () => {
    const draftTexts = [
      'fixture-draft',
      'Quartermaster hinge',
      'quartermaster hinge failed its drop test',
      'Quartiermeister',
      'hinges',
    ];
    const drawing = fs.readFileSync(
      '__tests__/fixture/site/public/images/notes/fixture-draft-only.svg',
    );
    const holding = files.filter((file) => {
      const bytes = read(file);
      const text = bytes.toString('utf8');
      return bytes.includes(drawing) || draftTexts.some((draft) => text.includes(draft));
    });
    expect(holding).toEqual([]);
    expect(exists('/notes/fixture-draft/')).toBe(false);
    expect(files.some((file) => file.includes('fixture-draft-only'))).toBe(false);
  });

  it('publish an unlisted note at its address only, never indexed', () => {
    const route = '/notes/fixture-by-link/';
    expect(exists(route)).toBe(true);
    const robots = documentOf(route).querySelector('meta[name="robots"]')?.getAttribute('content');
    expect(robots).toBe('noindex, follow');
    const naming = files.filter(
      (file) =>
        !file.startsWith('notes/fixture-by-link/') &&
        !file.startsWith('og/notes/fixture-by-link') &&
        /fixture-by-link|Lanternfish/.test(read(file).toString('utf8')),
    );
    expect(naming).toEqual([]);
  });
});
