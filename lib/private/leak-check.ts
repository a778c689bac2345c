// The leak check: what of a protected project must never appear in a published file (its texts,
// lib/private/secrets.ts; its passphrase; its image bytes), and a scan of every file in a folder for
// them, host files and manifests included. The build runs it over out/ after the export
// (scripts/build/post/private-case-studies.mjs); `npm run check` over public/, which Next copies
// into out/.
import fs from 'node:fs';
import path from 'node:path';
import type { Project } from '@/lib/content/projects';
import type { PublicText } from './public-text';
import { candidatesOf } from './secrets';

export type Secret = {
  what: string;
  /** Each form a published file may hold it in. */
  forms: Buffer[];
  /** A short text: found only where it stands as a word of its own, and only in text files. */
  whole?: boolean;
};

// A text is searched in each form a published file may hold it: as written, escaped for HTML by
// React (`&amp;`, `&#x27;`), as a JSON string (the .txt payloads), and as a JSON string inside the
// JSON string of an inline payload script, where Next also writes `&`, `<` and `>` as \u escapes.
const html = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
const json = (value: string) => JSON.stringify(value).slice(1, -1);
const scriptSafe = (value: string) =>
  value.replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
export const escapedForms = (value: string) => [
  ...new Set([value, html(value), json(value), json(json(value)), scriptSafe(json(json(value)))]),
];

export type SecretsContext = {
  /** The testimonials that name the project, published or not. */
  testimonials?: { quote: string; name: string; role: string; company?: string }[];
  publicText?: PublicText;
};

const nothingPublic: PublicText = { find: () => undefined };

/**
 * The texts, passphrase and image bytes of a protected project; `imageFile` maps a src to its file.
 * `shared` lists its sentences that a public source also holds (not secret, but worth a note).
 */
export function secretsOf(
  project: Project,
  passphrase: string | undefined,
  imageFile: (src: string) => string,
  { testimonials = [], publicText = nothingPublic }: SecretsContext = {},
) {
  const { candidates, shared } = candidatesOf(project, testimonials, publicText);
  const texts = candidates.map(({ what, text, whole }) => ({
    what,
    forms: escapedForms(text).map((form) => Buffer.from(form)),
    whole,
  }));
  const images = [
    project.image,
    ...project.processImages,
    ...Object.values(project.figures ?? {}),
  ].map((image, i) => ({
    what: i === 0 ? `the hero image ${image.src}` : `image ${image.src}`,
    forms: [fs.readFileSync(imageFile(image.src))],
  }));
  const secrets: Secret[] = [
    ...texts,
    ...(passphrase ? [{ what: 'the passphrase', forms: [Buffer.from(passphrase)] }] : []),
    ...images,
  ];
  return { secrets, shared };
}

const filesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

// Files whose bytes are text: a short string found inside a font or a photo is chance, not a leak.
const TEXT_FILE =
  /(\.(html?|txt|js|mjs|json|xml|css|map|svg|webmanifest|conf|md|csv|vtt)|\/_[^/.]+)$/i;
const isWordByte = (byte: number | undefined) =>
  byte !== undefined &&
  ((byte >= 0x30 && byte <= 0x39) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a));

function holds(bytes: Buffer, form: Buffer, whole: boolean) {
  for (let at = bytes.indexOf(form); at !== -1; at = bytes.indexOf(form, at + 1)) {
    if (!whole) return true;
    if (!isWordByte(bytes[at - 1]) && !isWordByte(bytes[at + form.length])) return true;
  }
  return false;
}

export type Leak = { file: string; project: string; what: string };

/** Every file under `dir`, and each secret found in one. */
export function scanForLeaks(dir: string, secrets: Map<string, Secret[]>) {
  const files = fs.existsSync(dir) ? filesIn(dir) : [];
  const leaks: Leak[] = [];
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    const text = TEXT_FILE.test(file.split(path.sep).join('/'));
    for (const [project, list] of secrets) {
      for (const { what, forms, whole = false } of list) {
        if (whole && !text) continue;
        const known = leaks.some((leak) => leak.file === file && leak.what === what);
        if (!known && forms.some((form) => holds(bytes, form, whole)))
          leaks.push({ file, project, what });
      }
    }
  }
  return { files, leaks };
}

export const leakMessage = ({ file, project, what }: Leak) =>
  `${path.relative(process.cwd(), file)} holds ${what} of the protected project "${project}"`;
