// A note's front matter (content/notes/<slug>.md), checked with zod: every problem names the file
// and the field in plain words (note-file.ts). docs/notes.md describes each field.
import { z } from 'zod';

const text = z.string({ error: 'must be text' }).trim().min(1, 'must not be empty');
const day = z.date({ error: 'must be a date written as YYYY-MM-DD' });
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const noteSchema = z.strictObject({
  title: text,
  date: day,
  updated: day.optional(),
  summary: text.max(
    240,
    'must be at most 240 characters (it is the list entry and the description)',
  ),
  tags: z
    .array(
      text.regex(slug, { error: 'must be lowercase words joined by hyphens, like "process"' }),
      {
        error: 'must be a list of tags, like [process, hardware]',
      },
    )
    .default([]),
  cover: z
    .string({ error: 'must be a path inside public/, like /images/notes/cover.svg' })
    .regex(/^\/[^\s?#]+\.(svg|png|jpe?g|webp|avif)$/i, {
      error: 'must be a path inside public/ starting with "/", like /images/notes/cover.svg',
    })
    .optional(),
  coverAlt: text.optional(),
  /** Case studies (their ids) shown after the note. */
  related: z.array(text, { error: 'must be a list of case study ids' }).default([]),
  draft: z.boolean({ error: 'must be true or false' }).default(false),
  unlisted: z.boolean({ error: 'must be true or false' }).default(false),
});

/** A translation (content/<code>/notes/<slug>.md): its words; the rest is the default note's. */
export const translatedNoteSchema = z.strictObject({
  title: text,
  summary: noteSchema.shape.summary,
  coverAlt: text.optional(),
  updated: day.optional(),
});

export const slugPattern = slug;

export type NoteImage = import('@/lib/images/images').ImageData & { alt: string };

/** A note as the pages, feeds and sitemap get it. */
export type Note = {
  slug: string;
  lang: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD, the date itself when the note was never updated. */
  updated: string;
  tags: string[];
  cover?: NoteImage;
  related: string[];
  draft: boolean;
  unlisted: boolean;
  /** The body's Markdown, in the case studies' syntax (lib/content/blocks.ts). */
  body: string;
  /** The images and loops the body shows, by their path there. */
  media: Record<
    string,
    import('@/lib/images/images').ImageData | import('@/lib/media/videos').VideoData
  >;
  readingMinutes: number;
};
