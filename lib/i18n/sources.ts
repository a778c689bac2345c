// Translated list entries matched by identity: each entry of a list in sourcedLists
// (text-fields.ts) carries `source`, the fingerprint of the default entry it was translated from.
// An entry is used for the default entry with that fingerprint, wherever the list puts it; an entry
// without `source` is used by position, as before. An entry whose source the default file no
// longer has is reported: a testimonial stops the build (its quote might be shown under another
// client's name), a step or a capability is a note (the wording changed: check the translation).
import { createHash } from 'node:crypto';

type Entry = Record<string, unknown>;

/** The fingerprint of a default entry's fields: what `source` holds in a translation. */
export const entrySource = (entry: unknown, fields: readonly string[]) =>
  createHash('sha256')
    .update(fields.map((field) => String((entry as Entry | undefined)?.[field] ?? '')).join('\n'))
    .digest('hex')
    .slice(0, 8);

const sourceOf = (entry: unknown) =>
  typeof entry === 'object' && entry !== null ? (entry as Entry).source : undefined;

export type Aligned = { translation: object; problems: string[]; notes: string[] };

/** `translation` with each sourced list in the default file's order, and what no longer matches. */
export function alignSources(
  base: object,
  translation: object,
  lists: Record<string, readonly string[]>,
  file: string,
  defaultFile: string,
): Aligned {
  const aligned: Entry = { ...(translation as Entry) };
  const problems: string[] = [];
  const notes: string[] = [];
  for (const [list, fields] of Object.entries(lists)) {
    const entries = (base as Entry)[list];
    const translated = (translation as Entry)[list];
    if (!Array.isArray(entries) || !Array.isArray(translated)) continue;
    const sources = entries.map((entry) => entrySource(entry, fields));
    const used = new Set<number>();
    const result = entries.map((_, i) => {
      const j = translated.findIndex((entry, k) => !used.has(k) && sourceOf(entry) === sources[i]);
      if (j === -1) return undefined;
      used.add(j);
      return translated[j];
    });
    entries.forEach((entry, i) => {
      if (result[i] !== undefined || used.has(i) || translated[i] === undefined) return;
      const source = sourceOf(translated[i]);
      if (source !== undefined && sources.includes(String(source))) return;
      used.add(i);
      result[i] = translated[i];
      if (source === undefined) return;
      const who = String((entry as Entry)[fields[0]]);
      const message = `${file}: "${list}[${i}]" was translated from an entry ${defaultFile} no longer has (source ${source}): check it against ${list}[${i}] there ("${who}") and set its source to ${sources[i]}`;
      (list === 'testimonials' ? problems : notes).push(message);
    });
    translated.forEach((entry, k) => {
      if (used.has(k)) return;
      notes.push(
        `${file}: "${list}[${k}]" translates an entry ${defaultFile} no longer has (source ${String(sourceOf(entry))}): delete it`,
      );
    });
    aligned[list] = result;
  }
  return { translation: aligned, problems, notes };
}
