// Sveltia CMS fields from a content file's zod schema, by way of its JSON Schema (the same one the
// owner's editor gets; owner-json-schema.ts): each property a field, with its label, whether it is
// required, its default, its choices and a hint made from its rules. The zod checks' own messages
// become the fields' pattern messages, so the CMS says what `npm run check` would say.
import type { JsonSchema } from './owner-json-schema';

/** A Sveltia CMS field, as written into config.yml. */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  default?: unknown;
  hint?: string;
  i18n?: boolean | 'duplicate';
  options?: string[];
  multiple?: boolean;
  value_type?: string;
  fields?: CmsField[];
  field?: CmsField;
  pattern?: [string, string];
  format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  min?: number;
  max?: number;
  [option: string]: unknown;
};

/** "featuredProjectIds" -> "Featured project ids". */
export const labelFor = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
};

const hintOf = (schema: JsonSchema) => {
  const parts = [schema.description];
  if (schema.maxLength) parts.push(`At most ${schema.maxLength} characters.`);
  if (schema.maxItems) parts.push(`At most ${schema.maxItems}.`);
  return parts.filter(Boolean).join(' ') || undefined;
};

/** The schema without `null` (a field that may be left empty), and whether null was allowed. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const others = schema.anyOf?.filter((option) => option.type !== 'null');
  if (!others || others.length === schema.anyOf?.length) return { schema, nullable: false };
  const rest = others.length === 1 ? others[0] : { ...schema, anyOf: others };
  return { schema: { ...rest, default: schema.default ?? rest.default }, nullable: true };
}

/** What a field holds: its widget and options, by the kind of value. */
function widgetFor(schema: JsonSchema, path: string, i18n: I18nRule): Partial<CmsField> {
  if (schema.enum) return { widget: 'select', options: schema.enum.map(String) };
  if (schema.anyOf) {
    // Several forms (a year or a period; a shipped typeface or one's own): written as text.
    const choices = schema.anyOf.flatMap((option) => option.enum ?? []).map(String);
    return {
      widget: 'string',
      ...(choices.length
        ? { hint: `One of: ${choices.join(', ')} (or see docs/content.md).` }
        : {}),
    };
  }
  switch (schema.type) {
    case 'object':
      // A map of names to texts (a form's extra fields): Sveltia's key-value editor.
      if (!schema.properties) return { widget: 'keyvalue' };
      return { widget: 'object', fields: fieldsOf(schema, path, i18n) };
    case 'array': {
      const items = schema.items ?? {};
      const limits = {
        ...(schema.minItems ? { min: schema.minItems } : {}),
        ...(schema.maxItems ? { max: schema.maxItems } : {}),
      };
      if (items.type === 'object') {
        return { widget: 'list', fields: fieldsOf(items, `${path}[]`, i18n), ...limits };
      }
      const item = field('item', items, true, `${path}[]`, i18n);
      delete item.i18n;
      return { widget: 'list', field: item, ...limits };
    }
    case 'integer':
      return { widget: 'number', value_type: 'int' };
    case 'number':
      return { widget: 'number', value_type: 'float' };
    case 'boolean':
      return { widget: 'boolean' };
    case 'string':
      if (schema.format === 'date') {
        return { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
      }
      // A path inside public/ to a picture or a video: picked from (or uploaded to) the media folder.
      if (schema.pattern?.includes('svg|png')) return { widget: 'image' };
      if (schema.pattern?.includes('mp4|webm'))
        return { widget: 'file', accept: 'video/mp4,video/webm' };
      return { widget: 'string' };
    default:
      return { widget: 'string' };
  }
}

/** Whether the field at `path` is translated: true, false, or its value copied into each language. */
export type I18nRule = (path: string) => boolean | 'duplicate' | undefined;

function field(
  name: string,
  raw: JsonSchema,
  required: boolean,
  path: string,
  i18n: I18nRule,
): CmsField {
  const { schema, nullable } = withoutNull(raw);
  const widget = widgetFor(schema, path, i18n);
  const hint = [hintOf(schema), widget.hint].filter(Boolean).join(' ') || undefined;
  const translated = i18n(path);
  return {
    name,
    label: labelFor(name),
    ...widget,
    required: required && !nullable && schema.default === undefined,
    ...(schema.default !== undefined ? { default: schema.default } : {}),
    ...(hint ? { hint } : {}),
    // A picture or video picked or uploaded is a path in the media folder by construction (and
    // while an upload is unsaved its value is not a path yet): only typed text is matched.
    ...(schema.pattern && widget.widget === 'string'
      ? { pattern: [schema.pattern, schema['x-pattern-message'] ?? `must match ${schema.pattern}`] }
      : {}),
    ...(translated !== undefined ? { i18n: translated } : {}),
  } as CmsField;
}

/** The fields of an object schema, in the schema's order; `path` is the object's own path. */
export function fieldsOf(schema: JsonSchema, path = '', i18n: I18nRule = () => undefined) {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    field(name, property, required.has(name), path ? `${path}.${name}` : name, i18n),
  );
}
