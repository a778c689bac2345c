import { z } from 'zod';

/** Short text the owner writes: trimmed, not empty, at most `max` characters. */
export const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an absolute https:// URL' });

export const imagePath = z
  .string({ error: 'must be text' })
  .regex(/^\/[^\s?#]+\.(svg|png|jpe?g|webp|avif)$/i, {
    error: 'must be a path inside public/ starting with "/", e.g. /images/clients/acme.svg',
  });

const valueAt = (value: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );

/**
 * Every problem with `value` (the export `name` of `file`), each naming the file and the field:
 * `content/clients.yaml: field "clients.2.showName" is missing`. Empty when valid.
 */
export function contentIssues(schema: z.ZodType, value: unknown, file: string, name: string) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const field = [name, ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') {
      return `${file}: ${field} has unknown field(s) ${issue.keys.join(', ')}`;
    }
    const missing = issue.path.length > 0 && valueAt(value, issue.path) === undefined;
    return `${file}: field "${field}" ${missing ? 'is missing' : issue.message}`;
  });
}

/** `value` parsed by `schema`; throws the first problem, naming the file and the field. */
export function parseContent<T>(schema: z.ZodType<T>, value: unknown, file: string, name: string) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(contentIssues(schema, value, file, name)[0]);
}
