// Which fields of the owner's content files are words, file by file: what content/<code>/ holds for
// a language after the default one, what `npm run new-language` copies there to translate, and what
// the build requires in it. Everything else (ids, order, icons, images, addresses, timings, dates,
// availability) is a setting and comes from the default file in content/.
// A field is a path from the file's exports: `a.b` an object's field, `a[]` every item of a list,
// `a.*` every field of an object.
export const textFields = {
  site: [
    'siteConfig.role',
    'siteConfig.tagline',
    'siteConfig.description',
    'siteConfig.nav[].label',
    'availability.note',
    'booking.label',
  ],
  home: [
    'heroImage.alt',
    'capabilities[].title',
    'capabilities[].description',
    'closingCallToAction.heading',
    'closingCallToAction.text',
    'closingCallToAction.action',
  ],
  about: [
    'about.heading',
    'about.subheading',
    'about.description',
    'about.biography[]',
    'about.expertise.digital[]',
    'about.expertise.physical[]',
    'about.tools[].name',
    'about.callToAction.heading',
    'about.callToAction.text',
    'about.callToAction.action',
  ],
  portfolio: ['heading', 'intro', 'description'],
  process: [
    'heading',
    'intro',
    'description',
    'processSteps[].title',
    'processSteps[].description',
  ],
  contact: [
    'contact.heading',
    'contact.intro',
    'contact.description',
    'contact.timeline.heading',
    'contact.timeline.text',
    'contact.messages.*',
    'contact.emailSubject',
  ],
  'case-study': ['callToAction.heading', 'callToAction.text', 'callToAction.action'],
  categories: ['projectCategories[]', 'filterCategories[]'],
  testimonials: ['testimonials[].quote', 'testimonials[].role'],
} as const;

export type TextFile = keyof typeof textFields;

/**
 * The lists whose translated entries are matched by identity, not position: each entry in
 * content/<code>/ carries `source`, the fingerprint of the default entry it was translated from
 * (these fields of it), written by `npm run new-language`.
 */
export const sourcedLists: Partial<Record<TextFile, Record<string, readonly string[]>>> = {
  home: { capabilities: ['title', 'description'] },
  process: { processSteps: ['title', 'description'] },
  testimonials: { testimonials: ['name', 'quote', 'role'] },
};

export const textFiles = Object.keys(textFields) as TextFile[];

/** The words of a case study's front matter; its body's five sections are words too. */
export const projectTextFields = [
  'title',
  'description',
  'imageAlt',
  'liveLabel',
  'teaser.title',
  'teaser.description',
  'teaser.imageAlt',
] as const;

/**
 * The texts of a case study's facts, results and process images: required in a translation when
 * the default file has them (the client's name is a setting, content/clients.yaml).
 */
export const storyTextFields = [
  'facts.duration',
  'facts.role',
  'facts.team',
  'facts.deliverables[]',
  'facts.link.label',
  'results[].label',
  'processImages[].caption',
] as const;

/** Story texts a translation may write its own way (figures mostly); the default's otherwise. */
export const optionalStoryTextFields = ['facts.year', 'results[].value'] as const;

/**
 * The case study's lists translated by identity, as sourcedLists: each translated result and
 * process image starts with `source`, the fingerprint of these fields of the entry it translates.
 */
export const storyLists: Record<string, readonly string[]> = {
  results: ['value', 'label'],
  processImages: ['src', 'caption'],
};
