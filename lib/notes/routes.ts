// Which of the notes' routes a build has, read from the notes' front matter alone (next.config.mjs
// imports it before anything is built). The routes' files end in their own extension
// (app/(default)/notes/page.notes.tsx, ...): Next routes them only when this lists it, so a site
// without notes builds exactly the pages it had before the feature, and Next never meets a
// dynamic route with no page to export (which `output: 'export'` refuses).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { NOTES_PER_PAGE } from './tags';

type Seen = { slug: string; tags: string[]; listed: boolean };

function seen(dir: string): Seen[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => {
      let data: Record<string, unknown>;
      try {
        ({ data } = matter(fs.readFileSync(path.join(dir, name), 'utf8')));
      } catch {
        return []; // the build's own read reports it, by file and line
      }
      if (data.draft === true) return [];
      const tags = Array.isArray(data.tags) ? data.tags.map(String) : [];
      return [{ slug: name.slice(0, -3), tags, listed: data.unlisted !== true }];
    });
}

/** The extra page extensions for the notes' routes, in a site of `languages`. */
export function noteRouteExtensions(languages: readonly string[], root = process.cwd()): string[] {
  const base = seen(path.join(root, 'content/notes'));
  const listed = (notes: Seen[]) => notes.filter((note) => note.listed);
  const groups: [string, Seen[][]][] = [
    ['', [base]],
    [
      '-i18n',
      languages.slice(1).map((lang) => {
        const translated = new Set(
          seen(path.join(root, 'content', lang, 'notes')).map((n) => n.slug),
        );
        return base.filter((note) => translated.has(note.slug));
      }),
    ],
  ];
  return groups.flatMap(([suffix, sets]) => {
    if (!sets.some((notes) => notes.length > 0)) return [];
    return [
      `notes${suffix}.tsx`,
      ...(sets.some((notes) => listed(notes).length > NOTES_PER_PAGE)
        ? [`notes-paged${suffix}.tsx`]
        : []),
      ...(sets.some((notes) => listed(notes).some((note) => note.tags.length > 0))
        ? [`notes-tags${suffix}.tsx`]
        : []),
    ];
  });
}
