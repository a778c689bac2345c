// How messages reach the owner (content/contact.yaml's `contact.delivery`), apart from the module
// that resolves it, so the owner's file can be checked against it when it is read.
import { z } from 'zod';

const fieldName = z.string().regex(/^[A-Za-z_][\w-]*$/, 'must be a form field name');

export const deliverySchema = z.strictObject({
  mode: z.enum(['console', 'endpoint', 'netlify'], {
    error: 'must be "console", "endpoint" or "netlify"',
  }),
  endpoint: z.string({ error: 'must be text' }),
  extraFields: z.record(fieldName, z.string({ error: 'must be text' }), {
    error: 'must be an object of field names and text values',
  }),
  netlifyFormName: z.string().regex(/^[\w-]+$/, 'must be letters, digits, "-" or "_"'),
  honeypotField: fieldName,
});
