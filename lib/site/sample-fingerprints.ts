// The sample owner's texts, words and files, kept as fingerprints (sha256, first 16 hex digits) in
// lib/site/sample-fingerprints.json rather than copied out: `npm run check -- --publish` lists
// each one still in the project. The JSON is taken from the shipped sample by
// `node scripts/test/sample-fingerprints.mjs`; a unit test fails when the two drift apart.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { en } from '@/lib/i18n/words/en';

/**
 * The fields that hold the sample owner's own prose, by file; `*` stands for every entry of a list.
 * A field ending in `[]` is compared as the whole list (a category name alone may well be yours).
 */
export const sampleFields: Record<string, string[]> = {
  'content/site.yaml': [
    'siteConfig.brand',
    'siteConfig.shortBrand',
    'siteConfig.tagline',
    'siteConfig.description',
    'availability.note',
  ],
  'content/about.yaml': [
    'about.subheading',
    'about.biography.*',
    'about.callToAction.heading',
    'about.callToAction.text',
    'about.description',
  ],
  'content/home.yaml': [
    'heroImage.alt',
    'capabilities.*.description',
    'closingCallToAction.heading',
    'closingCallToAction.text',
  ],
  'content/portfolio.yaml': ['intro', 'description'],
  'content/process.yaml': ['intro', 'description', 'processSteps.*.description'],
  'content/categories.yaml': ['projectCategories[]', 'filterCategories[]'],
  'content/contact.yaml': ['contact.intro', 'contact.description', 'contact.timeline.text'],
  'content/case-study.yaml': ['callToAction.heading', 'callToAction.text'],
};

/** The site's own words that describe the sample owner, changed in content/words.yaml. */
export const sampleWords = ['intro.loadingModules', 'intro.calibrating'];

/** The folders of public/ whose shipped files are the sample's own. */
export const sampleFileFolders: Record<string, string> = {
  'public/videos': 'video',
  'public/images/clients': 'client logo',
  'public/images/testimonials': 'testimonial photo',
  'public/images/home': 'Home drawing',
};

export type Fingerprints = {
  fields: Record<string, Record<string, string[]>>;
  words: Record<string, string>;
  files: Record<string, string>;
  /** The sample's notes (content/notes/*.md): each one's text after its front matter. */
  notes?: Record<string, string>;
};

/** The notes' folder: the sample's notes are recognised there under any name. */
const NOTES_DIR = 'content/notes';

/** A note's text after its front matter, as its fingerprint is taken. */
const noteBody = (text: string) =>
  text
    .replace(/\r\n/g, '\n')
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .trim();

const notesIn = (root: string) =>
  fs.existsSync(path.join(root, NOTES_DIR))
    ? fs
        .readdirSync(path.join(root, NOTES_DIR))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `${NOTES_DIR}/${name}`)
    : [];

export const fingerprint = (value: string | Buffer) =>
  createHash('sha256')
    .update(typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value)
    .digest('hex')
    .slice(0, 16);

const get = (value: unknown, key: string) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** Each value the pattern names in `doc`, with its path (`about.biography.2`). */
export function valuesAt(doc: unknown, pattern: string): { field: string; value: unknown }[] {
  let found = [{ field: '', value: doc }];
  for (const key of pattern.replace(/\[\]$/, '').split('.')) {
    found = found.flatMap(({ field, value }) => {
      const join = (part: string | number) => (field ? `${field}.${part}` : `${part}`);
      if (key !== '*') return [{ field: join(key), value: get(value, key) }];
      return Array.isArray(value) ? value.map((item, i) => ({ field: join(i), value: item })) : [];
    });
  }
  return found.filter(({ value }) => value !== undefined);
}

const textOf = (value: unknown) =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? value.join('\n')
      : undefined;

const readYaml = (root: string, file: string): unknown => {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return undefined;
  try {
    return parse(fs.readFileSync(full, 'utf8'));
  } catch {
    return undefined; // the content check names the mistake
  }
};

const wordAt = (words: unknown, key: string) => {
  const value = key.split('.').reduce<unknown>(get, words);
  return typeof value === 'string' ? value : undefined;
};

function filesIn(root: string, folder: string): string[] {
  const full = path.join(root, folder);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** The fingerprints of the sample at `root`: what lib/site/sample-fingerprints.json holds. */
export function takeFingerprints(root = process.cwd()): Fingerprints {
  const fields: Fingerprints['fields'] = {};
  for (const [file, patterns] of Object.entries(sampleFields)) {
    const doc = readYaml(root, file);
    fields[file] = Object.fromEntries(
      patterns.map((pattern) => [
        pattern,
        valuesAt(doc, pattern).flatMap(({ value }) => {
          const text = textOf(value);
          return text === undefined ? [] : [fingerprint(text)];
        }),
      ]),
    );
  }
  const words = Object.fromEntries(
    sampleWords.map((key) => [key, fingerprint(wordAt(en, key) ?? '')]),
  );
  const files = Object.fromEntries(
    Object.keys(sampleFileFolders)
      .flatMap((folder) => filesIn(root, folder))
      .map((file) => [file, fingerprint(fs.readFileSync(path.join(root, file)))]),
  );
  const notes = Object.fromEntries(
    notesIn(root).map((file) => [
      file,
      fingerprint(noteBody(fs.readFileSync(path.join(root, file), 'utf8'))),
    ]),
  );
  return { fields, words, files, notes };
}

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 48 ? `${flat.slice(0, 47)}…` : flat;
};

/** Every sample text, word and file still in the project at `root`, by file and field. */
export function sampleLeftovers(root: string, prints: Fingerprints): string[] {
  const found: string[] = [];
  for (const [file, patterns] of Object.entries(prints.fields)) {
    const doc = readYaml(root, file);
    for (const [pattern, hashes] of Object.entries(patterns)) {
      for (const { field, value } of valuesAt(doc, pattern)) {
        const text = textOf(value);
        if (text === undefined || !hashes.includes(fingerprint(text))) continue;
        const [what, shown] = Array.isArray(value) ? ['list', value.join(', ')] : ['text', text];
        found.push(`${file}: field "${field}" is the sample's ${what} ("${excerpt(shown)}")`);
      }
    }
  }
  const ownWords = readYaml(root, 'content/words.yaml');
  for (const [key, hash] of Object.entries(prints.words)) {
    const text = wordAt(ownWords, key) ?? wordAt(en, key);
    if (text !== undefined && fingerprint(text) === hash) {
      found.push(
        `content/words.yaml: field "${key}": the site still says the sample owner's "${excerpt(text)}": write yours there`,
      );
    }
  }
  const sampleNotes = new Set(Object.values(prints.notes ?? {}));
  for (const file of notesIn(root)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (sampleNotes.has(fingerprint(noteBody(text)))) {
      found.push(`${file}: the sample owner's note, unchanged: write your own or delete it`);
    }
  }
  const sampleFiles = new Map(Object.entries(prints.files).map(([file, hash]) => [hash, file]));
  for (const file of filesIn(root, 'public')) {
    const sample = sampleFiles.get(fingerprint(fs.readFileSync(path.join(root, file))));
    if (!sample) continue;
    const folder = Object.keys(sampleFileFolders).find((dir) => sample.startsWith(`${dir}/`))!;
    found.push(
      `${file}: the sample's ${sampleFileFolders[folder]}, exported with the site: replace or delete it`,
    );
  }
  return found;
}
