/** @jest-environment node */
// The notes' feeds: escaping, absolute addresses (under BASE_PATH too), the note's text taken from
// its exported page, and Atom and RSS that a real feed parser reads back entry by entry.
import { parseFeed } from '@rowanmanning/feed-parser';
import { atomFeed, escapeXml, rssFeed, type Feed } from '@/lib/notes/feed';
import { absoluteHtml, noteBodyHtml } from '@/lib/notes/note-body-html';

const feed = (entries: Feed['entries']): Feed => ({
  title: 'Studio & Co: notes',
  subtitle: 'Notes <by> "Alex"',
  home: 'https://studio.example/notes/',
  self: 'https://studio.example/notes/feed.xml',
  language: 'en-US',
  author: { name: 'Alex Morgan', url: 'https://studio.example/about/' },
  entries,
});

const entry = {
  title: 'Fins & fans: <why> "none"',
  url: 'https://studio.example/notes/fins/',
  published: '2026-03-02',
  updated: '2026-04-10',
  summary: 'A summary with < and & and \u0007 a bell.',
  html: '<p>Hot parts go <strong>up</strong> &amp; out.</p><img src="https://studio.example/a.png" alt="A">',
  tags: ['hardware', 'process'],
};

describe('escaping', () => {
  it('escapes the five XML characters and drops the control characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0000\u001f`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });
});

describe('absolute addresses', () => {
  it('puts the origin before every path on the site, srcset candidates included', () => {
    const html =
      '<a href="/portfolio/x/">x</a><a href="https://other.example/">o</a><a href="#top">t</a>' +
      '<img src="/studio/a.png" srcset="/studio/a-400.webp 400w, /studio/a-800.webp 800w" alt="">' +
      '<img src="//cdn.example/b.png" alt="">';
    expect(absoluteHtml(html, 'https://me.github.io')).toBe(
      '<a href="https://me.github.io/portfolio/x/">x</a><a href="https://other.example/">o</a><a href="#top">t</a>' +
        '<img src="https://me.github.io/studio/a.png" srcset="https://me.github.io/studio/a-400.webp 400w, https://me.github.io/studio/a-800.webp 800w" alt="">' +
        '<img src="//cdn.example/b.png" alt="">',
    );
  });

  it('name the feed and the notes under BASE_PATH (a GitHub Pages project site)', () => {
    const saved = process.env.BASE_PATH;
    process.env.BASE_PATH = '/studio';
    try {
      jest.isolateModules(() => {
        const { absoluteUrl } = jest.requireActual('@/lib/site/site-url');
        const { feedPath } = jest.requireActual('@/lib/notes/feed');
        expect(absoluteUrl(feedPath('en', 'atom'))).toMatch(
          /^https:\/\/[^/]+\/studio\/notes\/feed\.xml$/,
        );
        expect(absoluteUrl(feedPath('en', 'rss'))).toMatch(/\/studio\/notes\/rss\.xml$/);
      });
    } finally {
      if (saved === undefined) delete process.env.BASE_PATH;
      else process.env.BASE_PATH = saved;
    }
  });
});

describe("a note's text from its page", () => {
  const page = (body: string) =>
    `<html><body><main><h1>T</h1><div class="story-grid" data-note-body="true">${body}</div>` +
    '<aside>Related</aside></main><script>self.__next_f.push([1,"x"])</script></body></html>';

  it('is the inside of the body element, nested elements whole, without the page around it', () => {
    const html = noteBodyHtml(
      page(
        '<p class="col-text">One <a href="/portfolio/a/">link</a>.</p><figure class="story-media"><div style="x"><img src="/_generated/a.svg" alt="A"></div><figcaption>Cap</figcaption></figure><!-- -->',
      ),
      'https://studio.example',
    );
    expect(html).toBe(
      '<p>One <a href="https://studio.example/portfolio/a/">link</a>.</p><figure><div><img src="https://studio.example/_generated/a.svg" alt="A"></div><figcaption>Cap</figcaption></figure>',
    );
  });

  it('is undefined for a page without one', () => {
    expect(noteBodyHtml('<html><body><p>x</p></body></html>', 'https://a.example')).toBeUndefined();
  });
});

describe('the feeds', () => {
  const older = {
    ...entry,
    title: 'Older',
    url: 'https://studio.example/notes/older/',
    published: '2025-01-01',
    updated: '2025-01-01',
    tags: [],
  };

  it('read back in Atom with every field, the newest change as the feed’s date', () => {
    const xml = atomFeed(feed([entry, older]));
    const parsed = parseFeed(xml);
    expect(parsed.meta.type).toBe('atom');
    expect(parsed.title).toBe('Studio & Co: notes');
    expect(parsed.updated?.toISOString()).toBe('2026-04-10T00:00:00.000Z');
    expect(parsed.items.map((item) => item.title)).toEqual(['Fins & fans: <why> "none"', 'Older']);
    const [first] = parsed.items;
    expect(first.url).toBe('https://studio.example/notes/fins/');
    expect(first.published?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(first.updated?.toISOString()).toBe('2026-04-10T00:00:00.000Z');
    expect(first.description).toBe('A summary with < and & and  a bell.');
    expect(first.content).toContain('<p>Hot parts go <strong>up</strong>');
    expect(first.content).toContain('<img src="https://studio.example/a.png" alt="A">');
    expect(first.categories.map((c) => c.term)).toEqual(['hardware', 'process']);
    expect(first.authors.map((author) => author.name)).toEqual(['Alex Morgan']);
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://studio.example/notes/feed.xml"/>',
    );
  });

  it('read back in RSS 2.0 with the full text in content:encoded', () => {
    const parsed = parseFeed(
      rssFeed({ ...feed([entry]), self: 'https://studio.example/notes/rss.xml' }),
    );
    expect(parsed.meta.type).toBe('rss');
    expect(parsed.language).toBe('en-US');
    const [first] = parsed.items;
    expect(first.title).toBe(entry.title);
    expect(first.url).toBe(entry.url);
    expect(first.content).toContain('<img src="https://studio.example/a.png" alt="A">');
    expect(first.published?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});
