// A draft note is searched for as a protected case study is: its texts in every language (title,
// summary, each sentence, link and alt text of its body, lib/leak-check/secrets.ts) and the bytes
// of the images only it shows. The build fails naming the file that holds one.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { draftNotes, draftOnlyMedia } from '@/lib/notes/drafts';
import type { Secret } from './leak-check';
import type { PublicText } from './public-text';
import { secretsFrom } from './search-rules';
import { fileTexts, type SecretText } from './secrets';

/** The key of a draft's secrets in the leak check's map (leakMessage names it). */
export const DRAFT_PREFIX = 'draft note ';

function textsOf(root: string, file: string): SecretText[] {
  const { data, content } = matter(fs.readFileSync(path.join(root, file), 'utf8'));
  const fields = (['title', 'summary', 'coverAlt'] as const).flatMap((field): SecretText[] =>
    typeof data[field] === 'string'
      ? [
          { what: `the field "${field}"`, source: file, text: data[field], kind: 'field' },
          { what: `the field "${field}"`, source: file, text: data[field], kind: 'prose' },
        ]
      : [],
  );
  const body = fileTexts(file, {}, { Text: content }).map((text) => ({
    ...text,
    what: text.what.replace('section "## Text"', 'the text'),
  }));
  return [...fields, ...body];
}

/** What the leak check looks for of each draft, and the public files that already hold it. */
export function draftSecrets(root: string, languages: readonly string[], publicText: PublicText) {
  const drafts = draftNotes(root, languages);
  const only = new Set(draftOnlyMedia(root, drafts));
  const secrets = new Map<string, Secret[]>();
  const problems: string[] = [];
  for (const draft of drafts) {
    const found = secretsFrom(
      draft.files.flatMap((file) => textsOf(root, file)),
      publicText,
    );
    problems.push(
      ...found.problems.map(
        ({ file, what, source }) =>
          `${file} holds ${what} of the draft note "${draft.slug}" (${source}). A draft is published nowhere: take it out of ${file}, or publish the note.`,
      ),
    );
    const images = draft.media
      .filter((src) => only.has(src) && fs.existsSync(path.join(root, 'public', src)))
      .map((src) => ({
        what: `image ${src}`,
        bytes: fs.readFileSync(path.join(root, 'public', src)),
      }));
    secrets.set(`${DRAFT_PREFIX}${draft.slug}`, [...found.secrets, ...images]);
  }
  return { secrets, problems };
}
