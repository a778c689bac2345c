// The texts of a protected project's front matter, found by walking its schema (project-schema.ts)
// beside the file's values, so that a field added to the schema later is searched without anyone
// listing it here. Only the settings that are public by design are named: the id (it is the page's
// address), the access level and order, the teaser, which the owner writes to be published, and the
// related notes' addresses (the notes are public).
import type { z } from 'zod';
import { frontMatterSchema } from '@/lib/content/project-schema';
import { fieldName, type FieldPath } from '@/lib/i18n/field-paths';

export type FieldText = { field: string; pattern: string; text: string };

const PUBLIC_FIELDS = new Set(['id', 'access', 'order', 'teaser', 'notes']);

type Def = {
  type: string;
  innerType?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const asText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : value instanceof Date && !Number.isNaN(value.getTime())
        ? value.toISOString().slice(0, 10)
        : undefined;

function walk(schema: z.ZodType, value: unknown, path: FieldPath, found: FieldText[]) {
  if (value === undefined || value === null) return;
  if (path.length === 1 && PUBLIC_FIELDS.has(String(path[0]))) return;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
      return walk(def.innerType!, value, path, found);
    case 'pipe': {
      // A preprocessed field (a process image written as a plain path): walk what it becomes.
      const parsed = schema.safeParse(value);
      return walk(def.out!, parsed.success ? parsed.data : value, path, found);
    }
    case 'object':
      if (typeof value !== 'object') return;
      for (const [key, field] of Object.entries(def.shape!)) {
        walk(field, (value as Record<string, unknown>)[key], [...path, key], found);
      }
      return;
    case 'array':
      if (Array.isArray(value))
        value.forEach((item, i) => walk(def.element!, item, [...path, i], found));
      return;
    case 'boolean':
      return;
    default: {
      const text = asText(value);
      if (text === undefined || text.trim() === '') return;
      const pattern = path.map((key) => (typeof key === 'number' ? '[]' : `.${key}`)).join('');
      found.push({
        field: fieldName(path),
        pattern: pattern.slice(1).replace(/\.\[\]/g, '[]'),
        text,
      });
    }
  }
}

/** Every text field of a case study's front matter (a translation's too), with its path. */
export function frontMatterTexts(data: Record<string, unknown>): FieldText[] {
  const found: FieldText[] = [];
  walk(frontMatterSchema, data, [], found);
  return found;
}
