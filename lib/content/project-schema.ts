import { z } from 'zod';
import { projectCategories } from '@/lib/owner/categories';
import type { ProjectCategory } from '@/lib/content/categories';
import type { ImageData } from '@/lib/images/images';
import type { VideoData } from '@/lib/media/videos';
import {
  factsSchema,
  processImageSchema,
  resultsSchema,
  type Facts,
  type Result,
} from './story-schema';

export const sectionTitles = [
  'Overview',
  'The Challenge',
  'My Role',
  'Process & Solution',
  'The Results',
] as const;

export type SectionTitle = (typeof sectionTitles)[number];

const text = z.string({ error: 'must be text' }).trim().min(1, 'must not be empty');
const imagePath = text.regex(/^\/[^\s?#]+\.(svg|png|jpe?g|webp|avif)$/i, {
  error: 'must be a path inside public/ starting with "/", e.g. /images/projects/<id>/hero.svg',
});

const videoPath = text.regex(/^\/[^\s?#]+\.(mp4|webm)$/i, {
  error: 'must be a path inside public/ to an .mp4 or .webm file, e.g. /videos/<id>-loop.mp4',
});

export const accessLevels = ['public', 'unlisted', 'protected'] as const;
export type Access = (typeof accessLevels)[number];

/** What a protected project may show in the portfolio list: client-neutral, public. */
const teaserSchema = z.strictObject({
  title: text,
  description: text.max(200, 'must be at most 200 characters (it is a card summary)'),
  category: z
    .enum(projectCategories, { error: `must be one of: ${projectCategories.join(', ')}` })
    .optional(),
  image: imagePath.optional(),
  imageAlt: text.optional(),
});

export const frontMatterSchema = z.strictObject({
  id: text.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'must be a URL-safe slug: lowercase letters, digits and single hyphens',
  }),
  title: text,
  description: text.max(200, 'must be at most 200 characters (it is a card summary)'),
  order: z.number({ error: 'must be a number' }).int('must be a whole number').positive(),
  category: z.enum(projectCategories, {
    error: `must be one of: ${projectCategories.join(', ')}`,
  }),
  image: imagePath,
  imageAlt: text,
  /** A loop shown as the hero instead of `image`, which stays its poster unless one sits beside it. */
  video: videoPath.optional(),
  processImages: z
    .array(processImageSchema(imagePath), { error: 'must be a list of image paths' })
    .min(1, 'must list at least one image'),
  facts: factsSchema.optional(),
  results: resultsSchema.optional(),
  resultsOnCard: z.boolean({ error: 'must be true or false' }).optional(),
  liveUrl: z.url({ protocol: /^https$/, error: 'must be an absolute https:// URL' }).optional(),
  /** The live link's words (a shop, a product page): the site's "View Live Project" without. */
  liveLabel: text.optional(),
  date: z.date({ error: 'must be a date written as YYYY-MM-DD' }),
  /** Notes (their addresses in content/notes/) shown after the case study. */
  notes: z.array(text, { error: 'must be a list of notes, like [my-first-note]' }).optional(),
  access: z
    .enum(accessLevels, { error: `must be one of: ${accessLevels.join(', ')}` })
    .default('public'),
  teaser: teaserSchema.optional(),
});

export type ProjectFrontMatter = z.infer<typeof frontMatterSchema>;

export type ProjectImage = ImageData;

/** A case study as the pages get it: validated front matter, image sizes and the five sections. */
export type Project = {
  id: string;
  title: string;
  description: string;
  category: ProjectCategory;
  /** The category's name in the page's language, where it is not the default one. */
  categoryLabel?: string;
  image: ProjectImage & { alt: string };
  /** The hero as a loop (lib/media/videos.ts); `image` is its poster when it has none of its own. */
  video?: VideoData;
  processImages: (ProjectImage & { caption?: string })[];
  liveUrl?: string;
  /** The live link's words where the owner chose their own. */
  liveLabel?: string;
  /** Related notes, by their address (lib/notes). */
  notes?: string[];
  /** The facts at a glance; a client that may not be named (content/clients.yaml) is left out. */
  facts?: ProjectFacts;
  /** Up to three results, shown large under the hero. */
  results?: Result[];
  /** Whether the project's card in the portfolio shows the first result too. */
  resultsOnCard?: boolean;
  date: string;
  sections: Record<SectionTitle, string>;
  /** The images the sections' Markdown shows (lib/content/blocks.ts), by their path there. */
  figures?: Record<string, ProjectImage>;
  /** The video loops the sections show (lib/media/section-media.ts), by their path there. */
  videos?: Record<string, VideoData>;
  /** public: listed everywhere; unlisted: only by its link; protected: encrypted (lib/private). */
  access: Access;
  /** A protected project's public card in the portfolio list, if the owner wants one. */
  teaser?: Teaser;
};

export type ProjectFacts = Omit<Facts, 'year' | 'client'> & {
  client?: string;
  /** The client is under NDA: the page says so without the name. */
  confidentialClient?: boolean;
  year?: string;
};

export type Teaser = {
  title: string;
  description: string;
  category?: ProjectCategory;
  categoryLabel?: string;
  image?: ProjectImage & { alt: string };
};
