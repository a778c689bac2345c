// A content file's zod schema as JSON Schema, written as the owner writes the file (dates as
// YYYY-MM-DD text), with each zod regex's own message kept as `x-pattern-message`: what
// schema-fields.ts makes the CMS's fields from.
import { z } from 'zod';

export type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
  description?: string;
  pattern?: string;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  'x-pattern-message'?: string;
};

type ZodCheck = { _zod: { def: { check?: string; format?: string; error?: unknown } } };

/** A zod string's regex message, for the JSON Schema (zod keeps it as an error function). */
function patternMessage(schema: z.core.$ZodType): string | undefined {
  const checks = ((schema._zod.def as { checks?: ZodCheck[] }).checks ?? []).map((c) => c._zod.def);
  const regex = checks.find((def) => def.format === 'regex');
  const error = regex?.error;
  const message = typeof error === 'function' ? (error as () => unknown)() : error;
  return typeof message === 'string' ? message : undefined;
}

/** The JSON Schema of `schema` as the owner writes the file: dates as YYYY-MM-DD, regex messages kept. */
export function ownerJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date')
        Object.assign(jsonSchema, { type: 'string', format: 'date' });
      const message = jsonSchema.pattern ? patternMessage(zodSchema) : undefined;
      if (message) jsonSchema['x-pattern-message'] = message;
    },
  }) as JsonSchema;
}
