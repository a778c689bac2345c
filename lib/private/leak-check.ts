// The leak check: what of a protected project must never appear in a published file (its texts, its
// passphrase, its image bytes), and a scan of every file in a folder for them. The build runs it over
// out/ after the export (scripts/private-case-studies.mjs); `npm run check` over public/, which Next
// copies into out/ wholesale.
import fs from 'node:fs';
import path from 'node:path';
import type { Project } from '@/lib/content/projects';

export type Secret = { what: string; bytes: Buffer };

// Escaping differs by file (HTML entities, JSON strings in the RSC payloads) and Markdown becomes
// markup (`**a**` is `<strong>a</strong>`), so a section is searched as its runs of letters, digits
// and spaces between any other characters, each long enough not to be a common phrase.
const RUN = /[\p{L}\p{N}][\p{L}\p{N} ]{22,}[\p{L}\p{N}]/gu;
const runsOf = (text: string) => [...text.matchAll(RUN)].map((match) => match[0]);

// A title or alt text is searched whole, in each form a published file may hold it: as written,
// escaped for HTML by React (`&amp;`, `&#x27;`), as a JSON string (the .txt payloads), and as a JSON
// string inside the JSON string of an inline payload script, where Next also writes `&`, `<` and `>`
// as \u escapes.
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

/** The texts, passphrase and image bytes of a protected project; `imageFile` maps a src to its file. */
export function secretsOf(
  project: Project,
  passphrase: string | undefined,
  imageFile: (src: string) => string,
): Secret[] {
  const text = (what: string, value: string) =>
    value.length >= 8
      ? escapedForms(value).map((form) => ({ what, bytes: Buffer.from(form) }))
      : [];
  const sections = Object.entries(project.sections).flatMap(([title, markdown]) =>
    runsOf(markdown).map((run) => ({
      what: `a sentence of "${title}"`,
      bytes: Buffer.from(run),
    })),
  );
  const images = [project.image, ...project.processImages].map((image, i) => ({
    what: i === 0 ? `the hero image ${image.src}` : `process image ${image.src}`,
    bytes: fs.readFileSync(imageFile(image.src)),
  }));
  return [
    ...text('the title', project.title),
    ...text('the description', project.description),
    ...runsOf(project.description).map((run) => ({
      what: 'the description',
      bytes: Buffer.from(run),
    })),
    ...text('the hero image alt text', project.image.alt),
    ...sections,
    ...(passphrase ? [{ what: 'the passphrase', bytes: Buffer.from(passphrase) }] : []),
    ...images,
  ];
}

const filesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

export type Leak = { file: string; project: string; what: string };

/** Every file under `dir`, and each secret found in one. */
export function scanForLeaks(dir: string, secrets: Map<string, Secret[]>) {
  const files = fs.existsSync(dir) ? filesIn(dir) : [];
  const leaks: Leak[] = [];
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    for (const [project, list] of secrets) {
      for (const secret of list) {
        const known = leaks.some((leak) => leak.file === file && leak.what === secret.what);
        if (!known && bytes.includes(secret.bytes))
          leaks.push({ file, project, what: secret.what });
      }
    }
  }
  return { files, leaks };
}

export const leakMessage = ({ file, project, what }: Leak) =>
  `${path.relative(process.cwd(), file)} holds ${what} of the protected project "${project}"`;
