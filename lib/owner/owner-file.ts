// An owner's YAML file in content/: read, checked against its schema (lib/owner/schemas.ts), and its
// values handed on as written (the site's rules apply their own defaults, as they did to the .ts
// files these replace). Every problem names `file:line:column` and says what to do.
import type { z } from 'zod';
import { schemaProblems } from './schema-problems';
import { parseYaml } from './yaml-syntax';

export class OwnerFileError extends Error {
  override name = 'OwnerFileError';
}

/** The values of `source` (the text of `file`) and every problem with them. */
export function checkOwnerFile(file: string, source: string, schema: z.ZodType) {
  const { doc, lines, problems } = parseYaml(file, source);
  const value: unknown = doc.toJS() ?? {};
  if (problems.length === 0) problems.push(...schemaProblems(file, schema, value, doc, lines));
  return { value, problems };
}

/** The values of `file`; throws its first problem, as the build does. */
export function readOwnerFile<S extends z.ZodType>(file: string, source: string, schema: S) {
  const { value, problems } = checkOwnerFile(file, source, schema);
  if (problems.length > 0) {
    const error = new OwnerFileError(problems[0]);
    // The message is the whole story for the owner: no stack of the site's modules under it.
    error.stack = `${error.name}: ${error.message}`;
    throw error;
  }
  return value as z.input<S>;
}
