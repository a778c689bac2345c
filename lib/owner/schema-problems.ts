// The problems of a YAML file's values against its zod schema, each at the line and column of the
// field, in the words of the site's other content rules (`field "clients.2.showName" is missing`),
// and for an unknown field the closest known one.
import { isMap, isPair, isScalar, type Document, type LineCounter, type Node } from 'yaml';
import type { z } from 'zod';
import { position } from './yaml-syntax';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The field names an object schema at `path` knows (through lists, optional and union parts). */
function knownFields(schema: z.ZodType, path: PropertyKey[]): string[] {
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  if (inner) return knownFields(inner, path);
  if (def.type === 'union') return def.options!.flatMap((option) => knownFields(option, path));
  if (path.length === 0) return def.type === 'object' ? Object.keys(def.shape!) : [];
  const [head, ...rest] = path;
  if (def.type === 'object') {
    const field = def.shape![String(head)];
    return field ? knownFields(field, rest) : [];
  }
  if (def.type === 'array') return knownFields(def.element!, rest);
  return [];
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      const same = a[i - 1].toLowerCase() === b[j - 1].toLowerCase();
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (same ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The known field closest to `name`, if one is close enough to be a slip. */
export function closest(name: string, known: string[]): string | undefined {
  const ranked = known
    .map((field) => ({ field, cost: distance(name, field) }))
    .sort((a, b) => a.cost - b.cost);
  const best = ranked[0];
  return best && best.cost <= Math.max(2, Math.floor(name.length / 3)) ? best.field : undefined;
}

const nodeAt = (doc: Document, path: PropertyKey[]) =>
  (path.length === 0 ? doc.contents : doc.getIn(path, true)) as Node | null | undefined;

/** The deepest node along `path` that exists: the field itself, or its parent when it is missing. */
function nearest(doc: Document, path: PropertyKey[]): Node | undefined {
  for (let length = path.length; length >= 0; length--) {
    const node = nodeAt(doc, path.slice(0, length));
    if (node?.range) return node;
  }
  return undefined;
}

function keyNode(doc: Document, path: PropertyKey[], key: string): Node | undefined {
  const map = nodeAt(doc, path);
  if (!isMap(map)) return undefined;
  const pair = map.items.find(
    (item) => isPair(item) && isScalar(item.key) && item.key.value === key,
  );
  return (pair?.key as Node | undefined) ?? undefined;
}

const valueAt = (value: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );

/** Every problem of `value` (the file's YAML) against `schema`; empty when it passes. */
export function schemaProblems(
  file: string,
  schema: z.ZodType,
  value: unknown,
  doc: Document,
  lines: LineCounter,
): string[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  const at = (node: Node | undefined) => (node?.range ? position(lines, node.range[0]) : '1:1');
  // A misspelt field is both unknown and missing: "did you mean" says it once.
  const meant = new Set(
    parsed.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.flatMap((key) => {
            const near = closest(key, knownFields(schema, issue.path));
            return near ? [[...issue.path, near].map(String).join('.')] : [];
          })
        : [],
    ),
  );
  return parsed.error.issues.flatMap((issue) => {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const known = knownFields(schema, issue.path);
      return issue.keys.map((key) => {
        const near = closest(key, known);
        const where = [...issue.path, key].map(String).join('.');
        const hint = near
          ? `: did you mean "${near}"?`
          : `; the fields here are: ${known.join(', ')}`;
        return `${file}:${at(keyNode(doc, issue.path, key))}: field "${where}" is not a known field${hint}`;
      });
    }
    const got = valueAt(value, issue.path);
    const missing = issue.path.length > 0 && got === undefined;
    const colon =
      got && typeof got === 'object' && !Array.isArray(got) && issue.message === 'must be text'
        ? ' (a colon followed by a space made it a field: put the whole text in double quotes)'
        : '';
    if (missing && meant.has(field)) return [];
    const what = missing ? 'is missing' : `${issue.message}${colon}`;
    return [`${file}:${at(nearest(doc, issue.path))}: field "${field}" ${what}`];
  });
}
