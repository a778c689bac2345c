// The draft notes, read from their files alone (front matter `draft: true`): what the leak check
// searches the export for (lib/leak-check/draft-notes.ts), what it must not count as published
// (lib/leak-check/public-text.ts), and the images only drafts show, which the build takes out of
// the export (scripts/build/post/draft-notes.mjs). Every language's file of a draft is a draft.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { figureItems, parseBlocks } from '@/lib/content/blocks';

export type DraftNote = {
  slug: string;
  /** The draft's files from the project's root: the default's, then each translation's. */
  files: string[];
  /** The images and loops it shows (cover and text), by their site path. */
  media: string[];
};

const read = (file: string) => {
  try {
    return matter(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined; // the content check reports it, by file and line
  }
};

/** The drafts of the project at `root`, in a site of `languages`. */
export function draftNotes(root: string, languages: readonly string[]): DraftNote[] {
  const dir = path.join(root, 'content/notes');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((name) => {
      const note = read(path.join(dir, name));
      if (note?.data.draft !== true) return [];
      const files = [
        `content/notes/${name}`,
        ...languages.slice(1).map((lang) => `content/${lang}/notes/${name}`),
      ].filter((file) => fs.existsSync(path.join(root, file)));
      const media = files.flatMap((file) => {
        const { data, content } = read(path.join(root, file)) ?? {
          data: {} as Record<string, unknown>,
          content: '',
        };
        return [
          ...(typeof data.cover === 'string' ? [data.cover] : []),
          ...figureItems(parseBlocks(content)).map((item) => item.src),
        ];
      });
      return [{ slug: name.slice(0, -3), files, media: [...new Set(media)] }];
    });
}

/** Whether `file` (from the project's root, with / separators) is one of a draft's files. */
export const isDraftFile = (drafts: DraftNote[], file: string) =>
  drafts.some((draft) => draft.files.includes(file));

/**
 * The media only drafts show: named by no other file of content/ (a published note, a case study,
 * a content YAML file). Those the build leaves out of the export.
 */
export function draftOnlyMedia(root: string, drafts: DraftNote[]): string[] {
  const contentDir = path.join(root, 'content');
  const others = (fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => `content/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.(md|ya?ml)$/.test(file) && !isDraftFile(drafts, file))
    .map((file) => fs.readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
  return [...new Set(drafts.flatMap((draft) => draft.media))].filter(
    (src) => !others.includes(src),
  );
}
