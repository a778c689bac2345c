// Runs after `next build` (npm's postbuild): the notes' feeds, Atom (notes/feed.xml) and RSS 2.0
// (notes/rss.xml) for each language with listed notes (lib/notes/feed.ts builds them). Each entry's
// full text is the note's body as its exported page shows it (the element with data-note-body,
// rendered by the case studies' Markdown renderer), without scripts, comments or classes, every
// address made absolute. A site without notes gets no file.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { exportDir } from './export-dir.mjs';

register('../../shared/typescript-hooks.mjs', import.meta.url);
const { languages } = await import('../../../lib/i18n/languages.ts');
const { pathFor } = await import('../../../lib/i18n/paths.ts');
const { htmlLang } = await import('../../../lib/i18n/locales.ts');
const { fill } = await import('../../../lib/i18n/fill.ts');
const { getWords } = await import('../../../lib/i18n/get-words.ts');
const { contentIn } = await import('../../../lib/i18n/owner-content.ts');
const { getListedNotes } = await import('../../../lib/notes/notes.ts');
const { roleIn } = await import('../../../lib/notes/note-metadata.ts');
const { notePath, listPath } = await import('../../../lib/notes/tags.ts');
const { atomFeed, rssFeed, feedPath } = await import('../../../lib/notes/feed.ts');
const { noteBodyHtml } = await import('../../../lib/notes/note-body-html.ts');
const { absoluteUrl, siteUrl } = await import('../../../lib/site/site-url.ts');

const written = [];
for (const lang of languages) {
  const notes = getListedNotes(lang);
  if (notes.length === 0) continue;
  const { siteConfig } = contentIn(lang, 'site');
  const words = getWords(lang).notes;
  const entries = notes.map((note) => {
    const page = path.join(exportDir, pathFor(lang, notePath(note.slug)), 'index.html');
    if (!existsSync(page)) throw new Error(`feeds: ${page} was not exported`);
    const html = noteBodyHtml(readFileSync(page, 'utf8'), new URL(siteUrl).origin);
    if (html === undefined) throw new Error(`feeds: ${page} has no element with data-note-body`);
    return {
      title: note.title,
      url: absoluteUrl(pathFor(lang, notePath(note.slug))),
      published: note.date,
      updated: note.updated,
      summary: note.summary,
      html,
      tags: note.tags,
    };
  });
  for (const kind of ['atom', 'rss']) {
    const feed = {
      title: fill(words.feedTitle, { brand: siteConfig.brand }),
      subtitle: fill(words.description, {
        name: siteConfig.name,
        role: roleIn(lang, siteConfig.role),
      }),
      home: absoluteUrl(pathFor(lang, listPath(1))),
      self: absoluteUrl(feedPath(lang, kind)),
      language: htmlLang(lang),
      author: { name: siteConfig.name, url: absoluteUrl(pathFor(lang, '/about/')) },
      entries,
    };
    const file = path.join(exportDir, feedPath(lang, kind));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, kind === 'atom' ? atomFeed(feed) : rssFeed(feed));
    written.push(path.relative(exportDir, file));
  }
}
if (written.length > 0) console.log(`feeds: ${written.join(', ')}`);
