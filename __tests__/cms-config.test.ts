import { cmsConfig, fileLabels } from '@/lib/cms/config';
import { cmsAccessLevels } from '@/lib/cms/case-study-fields';
import { ownerJsonSchema } from '@/lib/cms/owner-json-schema';
import type { CmsField } from '@/lib/cms/schema-fields';
import { frontMatterSchema } from '@/lib/content/project-schema';
import { noteSchema } from '@/lib/notes/note-schema';
import { sourcedLists, storyLists, textFields } from '@/lib/i18n/text-fields';
import { ownerSchemas, wordsSchema, type OwnerFileName } from '@/lib/owner/schemas';

// The CMS's config is held to the schemas that `npm run check` applies, field by field: a field in
// one and not in the other, a required field the CMS lets go, or a choice it does not offer fails.

type Schema = ReturnType<typeof ownerJsonSchema>;
type Leaf = { required: boolean; choices?: string[] };

/** Every field of a JSON Schema by its path (`a.b`, `list[].c`), with whether it must be written. */
function schemaLeaves(schema: Schema, prefix = '', out = new Map<string, Leaf>()) {
  const required = new Set(schema.required ?? []);
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const nullable = raw.anyOf?.some((option) => option.type === 'null') ?? false;
    const property = nullable ? (raw.anyOf?.find((option) => option.type !== 'null') ?? raw) : raw;
    const key = `${prefix}${name}`;
    out.set(key, {
      required: required.has(name) && !nullable && raw.default === undefined,
      choices: property.enum?.map(String),
    });
    if (property.type === 'object' && property.properties) schemaLeaves(property, `${key}.`, out);
    if (property.type === 'array' && property.items?.properties) {
      schemaLeaves(property.items, `${key}[].`, out);
    }
  }
  return out;
}

/** Every field of the CMS's config by the same paths. */
function configLeaves(fields: CmsField[], prefix = '', out = new Map<string, CmsField>()) {
  for (const field of fields) {
    const key = `${prefix}${field.name}`;
    out.set(key, field);
    if (field.fields)
      configLeaves(field.fields, field.widget === 'list' ? `${key}[].` : `${key}.`, out);
  }
  return out;
}

const sample = cmsConfig({ languages: ['en'], repo: 'owner/site', branch: 'main' });
const bilingual = cmsConfig({ languages: ['en', 'de'], repo: 'owner/site', branch: 'main' });
const [projects, pages] = sample.collections;
const fileFieldsOf = (config: typeof sample, name: string) =>
  config.collections[1].files.find((file) => file.name === name)!;

const files = [...(Object.keys(ownerSchemas) as OwnerFileName[]), 'words' as const];
const schemaOf = (name: OwnerFileName | 'words') =>
  name === 'words' ? wordsSchema : ownerSchemas[name];

function expectSameFields(schema: Schema, fields: CmsField[]) {
  const expected = schemaLeaves(schema);
  const actual = configLeaves(fields);
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [key, leaf] of expected) {
    const field = actual.get(key)!;
    expect([key, field.required]).toEqual([key, leaf.required]);
    if (leaf.choices && key !== 'access') expect([key, field.options]).toEqual([key, leaf.choices]);
  }
}

describe('the CMS config', () => {
  it.each(files)(
    'has every field of content/%s.yaml and no other, required and choices alike',
    (name) => {
      expectSameFields(ownerJsonSchema(schemaOf(name)), fileFieldsOf(sample, name).fields);
    },
  );

  it('lists every content file, each at its path in content/', () => {
    expect(pages.files.map((file) => file.file).sort()).toEqual(
      Object.keys(fileLabels)
        .map((name) => `content/${name}.yaml`)
        .sort(),
    );
  });

  it("has every field of a case study's front matter and its body", () => {
    const fields = projects.fields;
    expectSameFields(
      ownerJsonSchema(frontMatterSchema),
      fields.filter((f) => f.name !== 'body'),
    );
    expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', required: true });
  });

  it('offers public and unlisted access, never protected, and lists no protected case study', () => {
    const access = projects.fields.find((field) => field.name === 'access')!;
    expect(access.options).toEqual(['public', 'unlisted']);
    expect(cmsAccessLevels).not.toContain('protected');
    expect(projects.filter).toEqual({ field: 'access', value: ['public', 'unlisted', null] });
  });

  it("puts a case study's uploads in public/images/projects/<id>/", () => {
    expect(projects).toMatchObject({
      slug: '{{fields.id}}',
      media_folder: '/public/images/projects/{{slug}}',
      public_folder: '/images/projects/{{slug}}',
    });
  });

  it("has every field of a note's front matter and its body, each note named by its file", () => {
    const notes = sample.collections[2];
    expectSameFields(
      ownerJsonSchema(noteSchema),
      notes.fields.filter((f) => f.name !== 'body'),
    );
    expect(notes).toMatchObject({ folder: 'content/notes', slug: '{{slug}}', create: true });
    expect(notes.fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
  });

  it('has no languages to edit when the site has one', () => {
    expect(sample).not.toHaveProperty('i18n');
    expect(projects.folder).toBe('content/projects');
  });
});

describe('the CMS config with two languages', () => {
  const [bilingualProjects] = bilingual.collections;

  it.each(Object.entries(sourcedLists))(
    "keeps each translated entry's source in content/<code>/%s.yaml",
    (name, lists) => {
      const leaves = configLeaves(fileFieldsOf(bilingual, name).fields);
      const oneLanguage = configLeaves(fileFieldsOf(sample, name).fields);
      for (const list of Object.keys(lists)) {
        expect(leaves.get(`${list}[].source`)).toMatchObject({ widget: 'hidden', i18n: true });
        expect(oneLanguage.has(`${list}[].source`)).toBe(false);
      }
    },
  );

  it("keeps a translated case study's result and process image source", () => {
    const leaves = configLeaves(bilingualProjects.fields);
    const oneLanguage = configLeaves(projects.fields);
    for (const list of Object.keys(storyLists)) {
      expect(leaves.get(`${list}[].source`)).toMatchObject({ widget: 'hidden', i18n: true });
      expect(oneLanguage.has(`${list}[].source`)).toBe(false);
    }
  });

  it("edits each translation in the folders the build reads, the default language's at the root", () => {
    expect(bilingual.i18n).toEqual({
      structure: 'multiple_folders',
      locales: ['en', 'de'],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
    });
    expect(bilingualProjects.folder).toBe('content/{{locale}}/projects');
    expect(fileFieldsOf(bilingual, 'home').file).toBe('content/{{locale}}/home.yaml');
    expect(fileFieldsOf(bilingual, 'theme').file).toBe('content/theme.yaml');
  });

  it.each(Object.keys(textFields) as (keyof typeof textFields)[])(
    'translates exactly the words of content/%s.yaml',
    (name) => {
      const leaves = configLeaves(fileFieldsOf(bilingual, name).fields);
      const translated = [...leaves]
        .filter(([, field]) => field.i18n === true && !field.fields && field.widget !== 'hidden')
        .map(([key, field]) => (field.widget === 'list' ? `${key}[]` : key));
      const matches = (pattern: string, key: string) =>
        pattern === key || (pattern.endsWith('.*') && key.startsWith(pattern.slice(0, -1)));
      for (const key of translated) {
        expect([key, textFields[name].some((pattern) => matches(pattern, key))]).toEqual([
          key,
          true,
        ]);
      }
      for (const pattern of textFields[name]) {
        expect([pattern, translated.some((key) => matches(pattern, key))]).toEqual([pattern, true]);
      }
    },
  );
});
