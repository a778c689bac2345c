// The CMS's config.yml, made from the schemas that validate content/ (lib/owner/schemas.ts, the
// case studies' front matter in lib/content/project-schema.ts): every field, its label, whether it
// is required, its default and its choices come from there, so the CMS and `npm run check` never
// disagree. Case studies are a folder collection; every other content file is one file of a file
// collection. With more than one language each translation is edited beside the default one, in
// the folders the build reads (content/<code>/...).
import { frontMatterSchema } from '@/lib/content/project-schema';
import { ownerSchemas, wordsSchema, type OwnerFileName } from '@/lib/owner/schemas';
import { caseStudyBody, caseStudyFields } from './case-study-fields';
import { notesCollection } from './note-fields';
import { sourcedLists, storyLists, type TextFile } from '@/lib/i18n/text-fields';
import { fileTextFields, i18nRule } from './i18n-rules';
import { ownerJsonSchema } from './owner-json-schema';
import { fieldsOf, type CmsField } from './schema-fields';

/** What the config depends on besides the schemas. */
export type CmsSettings = {
  /** The site's languages, the default first (content/site.yaml `languages`). */
  languages: readonly string[];
  /** The GitHub repository the CMS commits to, "owner/name". */
  repo: string;
  /** The branch it commits to (the one the Pages workflow publishes). */
  branch: string;
  /** Sveltia's OAuth authenticator (sveltia-cms-auth), for a "Sign in with GitHub" button. */
  authUrl?: string;
};

/** The file collection's files, in the order the CMS lists them, with their labels. */
export const fileLabels: Record<OwnerFileName | 'words', string> = {
  site: 'Site: name, contact, navigation',
  home: 'Home',
  portfolio: 'Portfolio page',
  process: 'My Process',
  about: 'About',
  contact: 'Contact',
  testimonials: 'Testimonials',
  clients: 'Clients',
  categories: 'Categories',
  'case-study': 'Case study call to action',
  theme: 'Theme: colour, type, corners',
  analytics: 'Visitor statistics',
  words: 'Words: buttons, labels, messages',
};

const allFields = Object.entries(wordsSchema.shape).flatMap(([area]) => [`${area}.*`]);

const schemaOf = (name: OwnerFileName | 'words') =>
  name === 'words' ? wordsSchema : ownerSchemas[name];

/** Every field of content/<name>.yaml, with which ones are translated. */
export function fileFields(name: OwnerFileName | 'words', languages: readonly string[]) {
  // Every field of the words file is a word; content/<code>/words.yaml overrides any of them.
  const rule =
    name === 'words' ? i18nRule(allFields, languages) : i18nRule(fileTextFields(name), languages);
  const fields = fieldsOf(ownerJsonSchema(schemaOf(name)), '', rule);
  const lists = Object.keys(sourcedLists[name as TextFile] ?? {});
  return languages.length > 1 ? withSources(fields, lists) : fields;
}

/**
 * A translated list entry keeps `source`, the fingerprint `npm run new-language` wrote of the entry
 * it translates (lib/i18n/sources.ts): a hidden field, so that a save does not drop it.
 */
export function withSources(fields: CmsField[], lists: readonly string[]): CmsField[] {
  return fields.map((field) =>
    lists.includes(field.name) && field.fields
      ? {
          ...field,
          fields: [
            ...field.fields,
            { name: 'source', label: 'Source', widget: 'hidden', required: false, i18n: true },
          ],
        }
      : field,
  );
}

const translatedFile = (name: OwnerFileName | 'words') =>
  name === 'words' || fileTextFields(name).length > 0;

function fileEntry(name: OwnerFileName | 'words', languages: readonly string[]) {
  const i18n = languages.length > 1 && translatedFile(name);
  return {
    name,
    label: fileLabels[name],
    file: `content/${i18n ? '{{locale}}/' : ''}${name}.yaml`,
    ...(i18n ? { i18n: true } : {}),
    fields: fileFields(name, languages),
  };
}

/** The whole config, as an object for config.yml. */
export function cmsConfig({ languages, repo, branch, authUrl }: CmsSettings) {
  const i18n = languages.length > 1;
  // A translated result or process image keeps its `source` too (storyLists).
  const storyFields = caseStudyFields(languages);
  const projectFields: CmsField[] = [
    ...(languages.length > 1 ? withSources(storyFields, Object.keys(storyLists)) : storyFields),
    caseStudyBody(languages),
  ];
  return {
    backend: { name: 'github', repo, branch, ...(authUrl ? { base_url: authUrl } : {}) },
    // An optional field left empty is left out, as the schemas expect, rather than written as '' or null.
    output: { omit_empty_optional_fields: true },
    media_folder: 'public/images',
    // Pictures come from your own files: no stock photo services (their pictures and APIs are
    // on other sites).
    media_libraries: { stock_assets: false },
    public_folder: '/images',
    ...(i18n
      ? {
          i18n: {
            structure: 'multiple_folders',
            locales: [...languages],
            default_locale: languages[0],
            omit_default_locale_from_file_path: true,
          },
        }
      : {}),
    collections: [
      {
        name: 'projects',
        label: 'Case studies',
        label_singular: 'Case study',
        description:
          'Public and unlisted case studies. A protected (NDA) case study is not listed here and cannot be made one here: its text and pictures never reach the repository unsealed, so it is edited on your own machine (docs/private-work.md).',
        folder: i18n ? 'content/{{locale}}/projects' : 'content/projects',
        extension: 'md',
        format: 'yaml-frontmatter',
        slug: '{{fields.id}}',
        identifier_field: 'title',
        summary: '{{title}} · {{category}}',
        sortable_fields: ['order', 'title', 'date'],
        filter: { field: 'access', value: ['public', 'unlisted', null] },
        media_folder: '/public/images/projects/{{slug}}',
        public_folder: '/images/projects/{{slug}}',
        ...(i18n ? { i18n: true } : {}),
        fields: projectFields,
      },
      {
        name: 'pages',
        label: 'Site and pages',
        ...(i18n ? { i18n: true } : {}),
        files: (Object.keys(fileLabels) as (OwnerFileName | 'words')[]).map((name) =>
          fileEntry(name, languages),
        ),
      },
      notesCollection(languages),
    ] as const,
  };
}

/** The front matter's JSON Schema, for the tests that hold the CMS to it field by field. */
export const frontMatterJsonSchema = () => ownerJsonSchema(frontMatterSchema);
