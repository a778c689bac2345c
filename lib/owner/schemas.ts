// The schema of each owner's file in content/: the fields it holds, as the site reads them. The
// loader checks each file against it (lib/owner/owner-file.ts) and the build writes it out as a JSON
// Schema for editors (lib/owner/json-schemas.ts). Where a rule of the site already had a schema
// (trust, theme, contact delivery, the case-study call to action) it is that one.
import { z } from 'zod';
import { providers } from '@/lib/analytics/providers';
import { en } from '@/lib/i18n/words/en';
import { deliverySchema } from '@/lib/contact/delivery-schema';
import { callToActionSchema } from '@/lib/content/call-to-action-schema';
import { themeSchema } from '@/lib/theme/theme-schema';
import { availabilitySchema } from '@/lib/trust/availability';
import { bookingSchema } from '@/lib/trust/booking';
import { clientsSchema } from '@/lib/trust/clients';
import { testimonialsSchema } from '@/lib/trust/testimonials';

const text = z.string({ error: 'must be text' });
const texts = z.array(text, { error: 'must be a list of texts' });
const ms = z.number({ error: 'must be a number of milliseconds' }).int().nonnegative();
const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(', ')}` });
const link = z.strictObject({ label: text, href: text });
const callToAction = z.strictObject({ heading: text, text, action: text });
// The page's heading, the paragraph under it and its meta description (search results, previews).
const pageTexts = { heading: text, intro: text, description: text };

export const capabilityIcons = ['layout', 'cpu', 'factory'] as const;
/** Home's intro: the spec's on every visit, once per browser session, or none. */
export const introModes = ['always', 'once', 'none'] as const;
export const processIcons = ['lightbulb', 'pen-tool', 'wrench', 'factory', 'rocket'] as const;

const siteConfig = z.strictObject({
  name: text,
  brand: text,
  shortBrand: text,
  role: text,
  tagline: text,
  description: text,
  email: text,
  url: text,
  locale: text,
  languages: texts.optional(),
  social: list(link),
  nav: list(link),
});

const processStep = z.strictObject({ icon: oneOf(processIcons), title: text, description: text });

/** Each file's schema, by its name in content/ (content/<name>.yaml). */
export const ownerSchemas = {
  site: z.strictObject({
    siteConfig,
    availability: availabilitySchema.nullable().optional(),
    booking: bookingSchema.nullable().optional(),
    /** false: no /admin/ (the CMS) in the export. */
    cms: z.boolean({ error: 'must be true or false' }).optional(),
  }),
  home: z.strictObject({
    intro: oneOf(introModes).default('always'),
    introTimeline: z.strictObject({
      heading: ms,
      subtitle: ms,
      tagline: ms,
      cta: ms,
      loadingEnds: ms,
    }),
    heroImage: z.strictObject({ src: text, alt: text }),
    featuredProjectIds: texts,
    capabilities: list(
      z.strictObject({ title: text, icon: oneOf(capabilityIcons), description: text }),
    ),
    closingCallToAction: callToAction,
  }),
  portfolio: z.strictObject(pageTexts),
  process: z.strictObject({ ...pageTexts, processSteps: list(processStep) }),
  about: z.strictObject({
    about: z.strictObject({
      heading: text,
      subheading: text,
      description: text,
      biography: texts,
      expertise: z.strictObject({ digital: texts, physical: texts }),
      tools: list(z.strictObject({ name: text, logo: text })),
      callToAction,
    }),
  }),
  contact: z.strictObject({
    contact: z.strictObject({
      heading: text,
      intro: text,
      description: text,
      timeline: z.strictObject({ heading: text, text }),
      delivery: deliverySchema,
      messages: z.strictObject({
        sent: text,
        logged: text,
        offline: text,
        unreachable: text,
        refused: text,
        refusedNoReason: text,
        failed: text,
        timeout: text,
        kept: text,
      }),
      emailSubject: text,
    }),
  }),
  analytics: z.strictObject({
    analytics: z.strictObject({
      provider: oneOf(providers),
      siteId: text,
      endpoint: text,
      script: text,
    }),
  }),
  categories: z.strictObject({
    projectCategories: z.array(text).min(1, 'must name at least one category'),
    filterCategories: texts,
  }),
  testimonials: z.strictObject({ testimonials: testimonialsSchema }),
  clients: z.strictObject({ clients: clientsSchema }),
  'case-study': z.strictObject({ callToAction: callToActionSchema }),
  theme: z.strictObject({ theme: themeSchema.strict() }),
};

export type OwnerFileName = keyof typeof ownerSchemas;

/**
 * content/words.yaml and content/<code>/words.yaml (optional): any of the site's own words, by
 * area (lib/i18n/words/en/). For the editor's JSON Schema; lib/i18n/get-words.ts checks the file.
 */
export const wordsSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(en).map(([area, texts]) => [
      area,
      z
        .strictObject(Object.fromEntries(Object.keys(texts).map((key) => [key, text.optional()])))
        .optional(),
    ]),
  ),
);
export type OwnerFile<F extends OwnerFileName> = z.infer<(typeof ownerSchemas)[F]>;

export type SiteConfig = z.infer<typeof siteConfig>;
export type NavItem = SiteConfig['nav'][number];
export type ProcessStep = z.infer<typeof processStep>;
export type ProcessIcon = ProcessStep['icon'];
export type CapabilityIcon = (typeof capabilityIcons)[number];
