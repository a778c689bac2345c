/** @jest-environment node */
// The sample's notes in the export (out/): every note and tag page, the feeds (read by a real feed
// parser) with exactly the published notes, absolute links and full texts, the feed in every page's
// head, the sitemap's notes with their dates, and what crawlers read of a note.
import fs from 'node:fs';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { getListedNotes } from '@/lib/notes/notes';
import { tagsOf } from '@/lib/notes/tags';
import { absoluteUrl } from '@/lib/site/site-url';
import { headOf, parse } from './head';
import { isSiteFile, outDir, readHtml } from './out';

const notes = getListedNotes('en');
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
const htmlPages = (fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }) as string[])
  // The site's pages: /admin/ is the CMS's own page (its checks: admin.test.ts).
  .filter((file) => file.endsWith('index.html') && isSiteFile(file))
  .sort();

describe('the notes in the export', () => {
  it('are the sample’s three, newest first', () => {
    expect(notes.map((note) => note.slug)).toEqual([
      'the-shell-is-the-heat-sink',
      'what-gets-lost-in-a-hand-off',
      'print-the-shell-first',
    ]);
  });

  it('each have a page holding the note as an <article> with its date and text', () => {
    for (const note of notes) {
      const doc = parse(readHtml(`/notes/${note.slug}/`));
      const article = doc.querySelector('main article')!;
      expect(article.querySelector('h1')?.textContent).toBe(note.title);
      expect(article.querySelector('time')?.getAttribute('datetime')).toBe(note.date);
      expect(article.querySelector('[data-note-body]')?.textContent).toContain(
        note.body
          .split('\n')[0]
          .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
          .slice(0, 60),
      );
    }
  });

  it('list every tag on its own page, with exactly its notes', () => {
    for (const { tag, notes: tagged } of tagsOf(notes)) {
      const doc = parse(readHtml(`/notes/tags/${tag}/`));
      expect([...doc.querySelectorAll('main article h2')].map((h) => h.textContent)).toEqual(
        tagged.map((note) => note.title),
      );
    }
    expect(parse(readHtml('/notes/')).querySelectorAll('main article')).toHaveLength(3);
  });

  it.each(['feed.xml', 'rss.xml'])('has a %s listing exactly the published notes', (file) => {
    const feed = parseFeed(read(`notes/${file}`));
    expect(feed.meta.type).toBe(file === 'feed.xml' ? 'atom' : 'rss');
    expect(feed.items.map((item) => [item.title, item.url])).toEqual(
      notes.map((note) => [note.title, absoluteUrl(`/notes/${note.slug}/`)]),
    );
    const [first] = feed.items;
    expect(first.published?.toISOString().slice(0, 10)).toBe(notes[0].date);
    // The full text, its figure's and link's addresses absolute.
    expect(first.content).toContain('Three decisions made it work');
    expect(first.content).toMatch(/<img src="https:\/\/www\.example\.com\/_generated\/[^"]+\.svg"/);
    expect(first.content).toContain(`href="${absoluteUrl('/portfolio/atlas-base/')}"`);
    expect(first.content).not.toMatch(/(src|href)="\/[^/]/);
    expect(first.content).not.toMatch(/<script|class=/);
  });

  it('names the Atom feed in the head of every page', () => {
    for (const file of htmlPages) {
      const doc = parse(read(file));
      const link = doc.querySelector('head link[rel="alternate"][type="application/atom+xml"]');
      expect([file, link?.getAttribute('href')]).toEqual([file, absoluteUrl('/notes/feed.xml')]);
    }
  });

  it('puts each note, the list and each tag in the sitemap with its date', () => {
    const sitemap = parse(read('sitemap.xml'), 'text/xml');
    const lastmod = Object.fromEntries(
      [...sitemap.getElementsByTagName('url')].map((url) => [
        url.getElementsByTagName('loc')[0].textContent,
        url.getElementsByTagName('lastmod')[0]?.textContent,
      ]),
    );
    for (const note of notes) {
      expect(lastmod[absoluteUrl(`/notes/${note.slug}/`)]).toMatch(new RegExp(`^${note.updated}`));
    }
    expect(lastmod[absoluteUrl('/notes/')]).toMatch(/^2026-10-06/);
    expect(lastmod[absoluteUrl('/notes/tags/process/')]).toMatch(/^2026-08-18/);
  });

  it('gives each note article metadata, a social image of its own and BlogPosting data', () => {
    const note = notes[1];
    const head = headOf(`/notes/${note.slug}/`);
    expect(head.title).toBe(`${note.title} · Meridian Product Studio`);
    expect(head.property('og:type')).toBe('article');
    expect(head.property('article:published_time')).toBe(note.date);
    expect(head.property('article:modified_time')).toBe(note.updated);
    expect(head.property('og:image')).toBe(absoluteUrl(`/og/notes/${note.slug}.png`));
    expect(fs.statSync(path.join(outDir, `og/notes/${note.slug}.png`)).size).toBeGreaterThan(5000);
    expect(head.link('canonical')).toBe(absoluteUrl(`/notes/${note.slug}/`));
    const [data] = head.jsonLd() as { '@graph': Record<string, unknown>[] }[];
    expect(data['@graph'][0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: note.title,
      datePublished: note.date,
      dateModified: note.updated,
      url: absoluteUrl(`/notes/${note.slug}/`),
    });
  });
});
