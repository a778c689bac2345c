// A note in the CMS (content/notes/<slug>.md): its front matter's fields from the schema that
// validates it (lib/notes/note-schema.ts), and its body, in the case studies' Markdown. A
// translation (content/<code>/notes/<slug>.md) holds the words translatedNoteSchema names.
import { containerNames } from '@/lib/content/blocks';
import { noteSchema, translatedNoteSchema } from '@/lib/notes/note-schema';
import { i18nRule } from './i18n-rules';
import { ownerJsonSchema } from './owner-json-schema';
import { fieldsOf, type CmsField } from './schema-fields';

/** The words a note's translation writes; every other field is the default note's. */
export const noteTextFields: readonly string[] = Object.keys(translatedNoteSchema.shape).filter(
  (field) => field !== 'updated',
);

const hints: Record<string, string> = {
  date: 'The day it was published; the newest note comes first.',
  draft: 'A draft is in no page, list, feed or sitemap of the site until you turn this off.',
  unlisted: 'Only whoever has the link can read it: it is in no list, feed or sitemap.',
  related: 'Ids of case studies shown after the note, like atlas-base.',
};

export function noteFields(languages: readonly string[]): CmsField[] {
  const fields = fieldsOf(ownerJsonSchema(noteSchema), '', i18nRule(noteTextFields, languages));
  return [
    ...fields.map((field) =>
      hints[field.name]
        ? { ...field, hint: [hints[field.name], field.hint].filter(Boolean).join(' ') }
        : field,
    ),
    {
      name: 'body',
      label: 'Text',
      widget: 'markdown',
      modes: ['raw', 'rich_text'],
      required: true,
      hint: `Markdown, as in a case study: an image on its own line is a figure; layouts: ${containerNames.map((name) => `\`${name}\``).join(', ')} (docs/notes.md).`,
      ...(languages.length > 1 ? { i18n: true } : {}),
    },
  ];
}

/** The notes collection: the file's name is the address, /notes/<slug>/. */
export function notesCollection(languages: readonly string[]) {
  const i18n = languages.length > 1;
  return {
    name: 'notes',
    label: 'Notes',
    label_singular: 'Note',
    description:
      'Short writing beside the work: /notes/, a feed, and Latest Notes on Home. The file name is the address: /notes/<file name>/.',
    folder: i18n ? 'content/{{locale}}/notes' : 'content/notes',
    create: true,
    extension: 'md',
    format: 'yaml-frontmatter',
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}} · {{date}}',
    sortable_fields: ['date', 'title'],
    media_folder: '/public/images/notes',
    public_folder: '/images/notes',
    ...(i18n ? { i18n: true } : {}),
    fields: noteFields(languages),
  };
}
