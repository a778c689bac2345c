/** @jest-environment node */
// The notes' content: parsing and checking a note file (every problem by file and field), reading
// time, tags and list pages, translations, drafts and unlisted notes, and the routes a build gets.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateNotes } from '@/lib/notes/notes';
import { readingMinutes, wordCount } from '@/lib/notes/reading-time';
import { noteRouteExtensions } from '@/lib/notes/routes';
import {
  adjacentNotes,
  listPath,
  NOTES_PER_PAGE,
  pageCount,
  pageOf,
  tagsOf,
} from '@/lib/notes/tags';

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500"/></svg>';

/** A project root with `files` (path: text) and one drawing at /images/notes/a.svg. */
function site(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'notes-'));
  const all = { 'public/images/notes/a.svg': drawing, ...files };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  // Problems name files from the project's root, as `npm run check` prints them.
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  return root;
}

const note = (front: string, body = 'A short note about a long day in the workshop.') =>
  `---\n${front.trim()}\n---\n\n${body}\n`;

const valid = note(`
title: First note
date: 2026-03-02
summary: What I learned.
tags: [process, hardware]
`);

describe('a note file', () => {
  it('is read with its dates, tags, reading time and body', () => {
    const root = site({ 'content/notes/first-note.md': valid });
    const { byLang, problems } = validateNotes(root, ['en']);
    expect(problems).toEqual([]);
    const [first] = byLang.get('en')!;
    expect(first).toMatchObject({
      slug: 'first-note',
      title: 'First note',
      date: '2026-03-02',
      updated: '2026-03-02',
      tags: ['process', 'hardware'],
      draft: false,
      unlisted: false,
      readingMinutes: 1,
      body: 'A short note about a long day in the workshop.',
    });
  });

  it('lists every problem, each naming the file and the field in plain words', () => {
    const root = site({
      'content/notes/Bad Name.md': valid,
      'content/notes/broken.md': note(`
title: ""
date: March
summary: Fine.
tags: [Not A Slug]
cover: /images/notes/a.svg
colour: red
`),
      'content/notes/later.md': note(`
title: Later
date: 2026-03-02
updated: 2026-01-01
summary: Fine.
draft: true
unlisted: true
`),
      'content/notes/tags.md': valid,
      'content/notes/pictures.md': note(
        'title: Pictures\ndate: 2026-03-02\nsummary: Fine.',
        '![](/images/notes/missing.svg)',
      ),
    });
    const { problems } = validateNotes(root, ['en']);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/notes\/Bad Name\.md: the file name must be the note's address/,
        ),
        'content/notes/broken.md: front matter field "title" must not be empty',
        'content/notes/broken.md: front matter field "date" must be a date written as YYYY-MM-DD',
        'content/notes/broken.md: front matter field "tags.0" must be lowercase words joined by hyphens, like "process"',
        'content/notes/broken.md: unknown front matter field(s) "colour"',
        'content/notes/later.md: front matter field "updated" (2026-01-01) is before "date" (2026-03-02)',
        expect.stringMatching(
          /^content\/notes\/later\.md: a note is either a draft .* or unlisted/,
        ),
        expect.stringMatching(
          /^content\/notes\/tags\.md: "tags" is an address the notes' list uses/,
        ),
        expect.stringMatching(
          /^content\/notes\/pictures\.md: the text: image \/images\/notes\/missing\.svg does not exist/,
        ),
      ]),
    );
  });

  it('needs a description for its cover and for every image of its text', () => {
    const root = site({
      'content/notes/cover.md': note(
        'title: Cover\ndate: 2026-03-02\nsummary: Fine.\ncover: /images/notes/a.svg',
        '![](/images/notes/a.svg)',
      ),
    });
    expect(validateNotes(root, ['en']).problems).toEqual([
      'content/notes/cover.md: the text: image /images/notes/a.svg needs a description: ![what it shows](/images/notes/a.svg)',
      'content/notes/cover.md: front matter field "coverAlt" is missing (the note has a cover)',
    ]);
  });

  it('reads its figures with their size, as a case study does', () => {
    const root = site({
      'content/notes/figure.md': note(
        'title: Figure\ndate: 2026-03-02\nsummary: Fine.',
        'Text.\n\n![A drawing](/images/notes/a.svg "A caption")',
      ),
    });
    const [figure] = validateNotes(root, ['en']).byLang.get('en')!;
    expect(figure.media['/images/notes/a.svg']).toMatchObject({ width: 800, height: 500 });
  });
});

describe('translations', () => {
  it('publish a note in a language only where it is translated, with its own words', () => {
    const root = site({
      'content/notes/first-note.md': valid,
      'content/notes/second.md': note('title: Second\ndate: 2026-04-01\nsummary: Two.'),
      'content/de/notes/first-note.md': note(
        'title: Erste Notiz\nsummary: Was ich gelernt habe.\nupdated: 2026-05-01',
        'Eine kurze Notiz.',
      ),
      'content/de/notes/nothing.md': note('title: Nichts\nsummary: Nichts.'),
    });
    const { byLang, problems } = validateNotes(root, ['en', 'de']);
    expect(problems).toEqual([
      'content/de/notes/nothing.md: translates no note (content/notes/nothing.md does not exist)',
    ]);
    expect(byLang.get('de')!.map((n) => [n.slug, n.title, n.updated, n.tags])).toEqual([
      ['first-note', 'Erste Notiz', '2026-05-01', ['process', 'hardware']],
    ]);
  });
});

describe('reading time', () => {
  it('counts the words a reader reads, not the Markdown', () => {
    expect(wordCount('Some **bold** words and [a link](https://example.com/long/address).')).toBe(
      6,
    );
    expect(wordCount('::: wide\n![Two words](/a.svg "three more words")\n:::')).toBe(5);
  });

  it('rounds up at 220 words a minute, one minute at least', () => {
    expect(readingMinutes('word')).toBe(1);
    expect(readingMinutes(Array(220).fill('word').join(' '))).toBe(1);
    expect(readingMinutes(Array(221).fill('word').join(' '))).toBe(2);
    expect(readingMinutes(Array(1000).fill('word').join(' '))).toBe(5);
  });
});

describe('tags and pages', () => {
  const make = (slug: string, date: string, tags: string[]) =>
    ({ slug, date, tags }) as unknown as Parameters<typeof tagsOf>[0][number];

  it('group the notes by tag, tags in alphabetical order, notes as given', () => {
    const notes = [make('c', '3', ['b', 'a']), make('b', '2', ['a']), make('a', '1', [])];
    expect(tagsOf(notes).map(({ tag, notes: n }) => [tag, n.map((x) => x.slug)])).toEqual([
      ['a', ['c', 'b']],
      ['b', ['c']],
    ]);
  });

  it('split the list in pages of ten, the first at /notes/', () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(NOTES_PER_PAGE).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(23)).toBe(3);
    expect(pageOf(many, 3)).toEqual([20, 21, 22]);
    expect([1, 2].map(listPath)).toEqual(['/notes/', '/notes/page/2/']);
  });

  it('give a note its newer and older neighbours, none past the ends', () => {
    const notes = [make('c', '3', []), make('b', '2', []), make('a', '1', [])];
    expect(adjacentNotes(notes, 'c')).toEqual({ newer: undefined, older: notes[1] });
    expect(adjacentNotes(notes, 'b')).toEqual({ newer: notes[0], older: notes[2] });
    expect(adjacentNotes(notes, 'unlisted')).toEqual({});
  });
});

describe('drafts and unlisted notes', () => {
  const root = () =>
    site({
      'content/notes/first-note.md': valid,
      'content/notes/draft.md': note('title: D\ndate: 2026-04-01\nsummary: D.\ndraft: true'),
      'content/notes/hidden.md': note('title: H\ndate: 2026-04-02\nsummary: H.\nunlisted: true'),
    });

  it('are read (the pages decide what to publish)', () => {
    const notes = validateNotes(root(), ['en']).byLang.get('en')!;
    expect(notes.map((n) => [n.slug, n.draft, n.unlisted])).toEqual([
      ['draft', true, false],
      ['first-note', false, false],
      ['hidden', false, true],
    ]);
  });

  it('give a build the routes of what is published: no route for drafts alone', () => {
    expect(noteRouteExtensions(['en'], root())).toEqual(['notes.tsx', 'notes-tags.tsx']);
    const drafts = site({
      'content/notes/draft.md': note('title: D\ndate: 2026-04-01\nsummary: D.\ndraft: true'),
    });
    expect(noteRouteExtensions(['en', 'de'], drafts)).toEqual([]);
    expect(noteRouteExtensions(['en'], site({}))).toEqual([]);
  });

  it('route the list pages after the first only past ten listed notes, per language', () => {
    const files = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [
        `content/notes/n${i}.md`,
        note(`title: N\ndate: 2026-01-${String(i + 1).padStart(2, '0')}\nsummary: N.`),
      ]),
    );
    expect(noteRouteExtensions(['en', 'de'], site(files))).toEqual([
      'notes.tsx',
      'notes-paged.tsx',
    ]);
    expect(
      noteRouteExtensions(
        ['en', 'de'],
        site({ ...files, 'content/de/notes/n1.md': note('title: N\nsummary: N.') }),
      ),
    ).toEqual(['notes.tsx', 'notes-paged.tsx', 'notes-i18n.tsx']);
  });
});

describe('npm run new-note', () => {
  const script = path.resolve('scripts/owner/new-note.mjs');
  const run = (cwd: string, ...args: string[]) =>
    spawnSync(process.execPath, [script, ...args], {
      cwd,
      encoding: 'utf8',
    });

  it('writes a draft that passes the checks, and says what to do next', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-note-'));
    const result = run(root, 'why-aluminium');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('wrote content/notes/why-aluminium.md (a draft)');
    const { byLang, problems } = validateNotes(root, ['en']);
    expect(problems).toEqual([]);
    expect(byLang.get('en')!.map((n) => [n.slug, n.title, n.draft])).toEqual([
      ['why-aluminium', 'Why aluminium', true],
    ]);
    // Never over a note that exists, never at an address the list uses.
    expect(run(root, 'why-aluminium').stderr).toContain('already exists');
    expect(run(root, 'tags').status).toBe(1);
    expect(run(root, 'Not A Slug').stderr).toContain('cannot be a note');
  });
});
