// Reading and writing the fields named in text-fields.ts: `expandField` turns `a.b[].c` into the
// concrete paths a value has (`a.b.0.c`, `a.b.1.c`, ...), `fieldName` prints one for a message.
export type FieldPath = (string | number)[];

type Tree = Record<string | number, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** The concrete paths of `field` in `value`; a part that `value` does not have yields none. */
export function expandField(value: unknown, field: string): FieldPath[] {
  let paths: { path: FieldPath; at: unknown }[] = [{ path: [], at: value }];
  for (const part of field.split('.')) {
    const list = part.endsWith('[]');
    const key = list ? part.slice(0, -2) : part;
    paths = paths.flatMap(({ path, at }) => {
      if (!isTree(at)) return [];
      if (key === '*') return Object.keys(at).map((k) => ({ path: [...path, k], at: at[k] }));
      const next = at[key];
      if (next === undefined || next === null) return [];
      if (!list) return [{ path: [...path, key], at: next }];
      return Array.isArray(next)
        ? next.map((item, index) => ({ path: [...path, key, index], at: item }))
        : [];
    });
  }
  return paths.map(({ path }) => path);
}

export function getField(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((at, key) => (isTree(at) ? at[key] : undefined), value);
}

/** Sets `path` in `value` (whose containers along the path exist). */
export function setField(value: unknown, path: FieldPath, text: unknown) {
  const parent = getField(value, path.slice(0, -1));
  if (isTree(parent)) parent[path[path.length - 1]] = text;
}

/** `nav[2].label` */
export const fieldName = (path: FieldPath) =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
