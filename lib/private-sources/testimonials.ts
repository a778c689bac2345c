// A testimonial that names a protected case study is part of it: the build seals it with the case
// study and the leak check searches for it. Its quote, name and company sit in
// content/testimonials.yaml (and each translation, by its place in the list), files git keeps: in a
// public repository anyone could read them. Until such a testimonial can live beside the case
// study's own plain files, a git repository that tracks the file (or would, with `git add -A`) gets
// a note naming the entry on every check and build: fine in a private repository, a leak in a
// public one.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const TESTIMONIALS = 'content/testimonials.yaml';

/** Each testimonial of content/testimonials.yaml that names one of `ids`: its place and the id. */
export function protectedTestimonials(root: string, ids: string[]) {
  const file = path.join(root, TESTIMONIALS);
  if (ids.length === 0 || !fs.existsSync(file)) return [];
  let list: unknown;
  try {
    list = (parse(fs.readFileSync(file, 'utf8')) as { testimonials?: unknown } | null)
      ?.testimonials;
  } catch {
    return []; // the content check reports the file's own mistake
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: { project?: unknown }, index) =>
    typeof entry?.project === 'string' && ids.includes(entry.project)
      ? [{ index, id: entry.project }]
      : [],
  );
}

/**
 * A note for each testimonial naming a protected case study, when `files` (what git tracks or
 * would add) include content/testimonials.yaml.
 */
export function testimonialNotes(root: string, ids: string[], files: Set<string>): string[] {
  if (!files.has(TESTIMONIALS)) return [];
  return protectedTestimonials(root, ids).map(
    ({ index, id }) =>
      `${TESTIMONIALS}: testimonials.${index} names the protected case study "${id}", and git keeps this file: its quote, name and company (and the same entry of each content/<code>/testimonials.yaml) are in the repository, unsealed: in a public repository anyone can read them. There, take the entry out of each of those files (the case study opens without it); in a private one, nothing to do (docs/private-work.md, "In a public repository")`,
  );
}
