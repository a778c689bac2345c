// A case study in the CMS: its front matter's fields from the schema that validates it, and its
// body, the five sections in Markdown, with the headings and block syntax the build reads shown as
// the hint. A case study can be public or unlisted here; protected is never offered, since the CMS
// would commit its plain text (docs/private-work.md).
import { containerNames } from '@/lib/content/blocks';
import { accessLevels, frontMatterSchema, sectionTitles } from '@/lib/content/project-schema';
import { caseStudyTextFields, i18nRule } from './i18n-rules';
import { ownerJsonSchema } from './owner-json-schema';
import { fieldsOf, type CmsField } from './schema-fields';

/** The access levels the CMS offers: every one but protected. */
export const cmsAccessLevels = accessLevels.filter((level) => level !== 'protected');

const hints: Record<string, string> = {
  id: 'The address of the page is /portfolio/ followed by the id. Lowercase letters, digits and single hyphens; the file is named after it.',
  order: 'Its place in the portfolio, 1 first.',
  access:
    'Public: listed everywhere. Unlisted: only whoever has the link. A protected (NDA) case study is made and edited on your own machine: `npm run new-project -- the-id --protected` (docs/private-work.md).',
  image: 'The hero picture. Uploads go to public/images/projects/, in a folder named after the id.',
};

export function caseStudyFields(languages: readonly string[]): CmsField[] {
  const schema = ownerJsonSchema(frontMatterSchema);
  return fieldsOf(schema, '', i18nRule(caseStudyTextFields, languages)).map((field) => ({
    ...field,
    ...(field.name === 'access' ? { options: [...cmsAccessLevels] } : {}),
    ...(hints[field.name]
      ? { hint: [hints[field.name], field.hint].filter(Boolean).join(' ') }
      : {}),
  }));
}

const bodyHint = [
  `Five sections, each under its own heading, in this order: ${sectionTitles.map((title) => `\`## ${title}\``).join(', ')}.`,
  'An image on its own line is a figure: `![What it shows](/images/projects/atlas-base/detail.png "Caption")`; images on consecutive lines form a group.',
  `A layout: a line \`::: name\`, the images, a line \`:::\`; names: ${containerNames.map((name) => `\`${name}\``).join(', ')} (docs/case-studies.md).`,
].join(' ');

/** The case study's Markdown, edited as written so that its block syntax stays as it is. */
export const caseStudyBody = (languages: readonly string[]): CmsField => ({
  name: 'body',
  label: 'Sections',
  widget: 'markdown',
  modes: ['raw', 'rich_text'],
  required: true,
  hint: bodyHint,
  ...(languages.length > 1 ? { i18n: true } : {}),
});
