// The notes' feeds, Atom 1.0 and RSS 2.0, one of each per language: every listed note, newest
// first, with absolute links and its full text as HTML (the note's page as the site renders it,
// its images' addresses made absolute: note-body-html.ts). Pure: scripts/build/post/feeds.mjs
// writes them after the export, reading each note's HTML from its exported page.
import { pathFor } from '@/lib/i18n/paths';

export type FeedEntry = {
  title: string;
  url: string;
  /** YYYY-MM-DD */
  published: string;
  updated: string;
  summary: string;
  /** The note's body as HTML, its addresses absolute (absoluteHtml). */
  html: string;
  tags: string[];
};

export type Feed = {
  title: string;
  subtitle: string;
  /** The language's notes list, absolute. */
  home: string;
  /** This feed's own absolute address. */
  self: string;
  /** BCP 47, e.g. en-US. */
  language: string;
  author: { name: string; url: string };
  entries: FeedEntry[];
};

/** Where a language's feed is. */
export const feedPath = (lang: string, kind: 'atom' | 'rss') =>
  pathFor(lang, kind === 'atom' ? '/notes/feed.xml' : '/notes/rss.xml');

// XML 1.0 allows no control characters but tab, line feed and carriage return.
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for an XML element or attribute. */
export const escapeXml = (text: string) =>
  text
    .replace(INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const atomDate = (day: string) => `${day}T00:00:00Z`;
const rssDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();
const newest = (feed: Feed) =>
  feed.entries
    .map((entry) => entry.updated)
    .sort()
    .at(-1) ?? '1970-01-01';

/** The feed as Atom 1.0 (RFC 4287). */
export function atomFeed(feed: Feed): string {
  const e = escapeXml;
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <title type="text">${e(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${e(entry.url)}"/>
    <id>${e(entry.url)}</id>
    <published>${atomDate(entry.published)}</published>
    <updated>${atomDate(entry.updated)}</updated>
    <summary type="text">${e(entry.summary)}</summary>
    <author><name>${e(feed.author.name)}</name></author>
${entry.tags.map((tag) => `    <category term="${e(tag)}"/>\n`).join('')}    <content type="html" xml:base="${e(entry.url)}">${e(entry.html)}</content>
  </entry>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${e(feed.language)}">
  <title type="text">${e(feed.title)}</title>
  <subtitle type="text">${e(feed.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${e(feed.self)}"/>
  <link rel="alternate" type="text/html" href="${e(feed.home)}"/>
  <id>${e(feed.home)}</id>
  <updated>${atomDate(newest(feed))}</updated>
  <author>
    <name>${e(feed.author.name)}</name>
    <uri>${e(feed.author.url)}</uri>
  </author>
${entries.join('')}</feed>
`;
}

/** The feed as RSS 2.0, with the full text in content:encoded. */
export function rssFeed(feed: Feed): string {
  const e = escapeXml;
  const items = feed.entries.map(
    (entry) => `    <item>
      <title>${e(entry.title)}</title>
      <link>${e(entry.url)}</link>
      <guid isPermaLink="true">${e(entry.url)}</guid>
      <pubDate>${rssDate(entry.published)}</pubDate>
      <description>${e(entry.summary)}</description>
${entry.tags.map((tag) => `      <category>${e(tag)}</category>\n`).join('')}      <content:encoded>${e(entry.html)}</content:encoded>
    </item>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${e(feed.title)}</title>
    <link>${e(feed.home)}</link>
    <description>${e(feed.subtitle)}</description>
    <language>${e(feed.language)}</language>
    <lastBuildDate>${rssDate(newest(feed))}</lastBuildDate>
    <atom:link href="${e(feed.self)}" rel="self" type="application/rss+xml"/>
${items.join('')}  </channel>
</rss>
`;
}
