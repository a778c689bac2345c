import { z } from 'zod';
import { contact } from '@/content/contact';

// What the contact form needs to deliver a message, resolved once at build time from
// content/contact.ts and the environment, and passed to the form as plain data.
export type ContactDelivery =
  | { mode: 'console' }
  | { mode: 'endpoint'; endpoint: string; extraFields: Record<string, string> }
  | { mode: 'netlify'; formName: string };

export type ContactSettings = {
  delivery: ContactDelivery;
  /** The hidden spam trap's field name. */
  honeypotField: string;
  /** How long to wait for the service before telling the visitor it did not answer. */
  timeoutMs: number;
};

export const defaultTimeoutMs = 15_000;

export class ContactConfigError extends Error {
  override name = 'ContactConfigError';
}

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

/** Throws unless `value` is an https:// URL (or http:// on 127.0.0.1 or localhost, for tests). */
function endpointUrl(value: string, where: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && isLocal(url)))) {
    throw new ContactConfigError(
      `${where} must be an https:// URL that accepts a POST, like https://formspree.io/f/abcdwxyz (http:// only for 127.0.0.1 or localhost; got "${value}")`,
    );
  }
  return url.href;
}

const fieldName = z.string().regex(/^[A-Za-z_][\w-]*$/, 'must be a form field name');

const deliverySchema = z.strictObject({
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

export type DeliveryConfig = z.input<typeof deliverySchema>;

const reserved = ['name', 'email', 'message'];

/**
 * The delivery for this build. CONTACT_ENDPOINT switches it to endpoint mode with that URL;
 * CONTACT_TIMEOUT_MS (milliseconds) shortens the wait for the tests.
 */
export function resolveContactSettings(
  config: DeliveryConfig = contact.delivery,
  env: Record<string, string | undefined> = process.env,
): ContactSettings {
  const parsed = deliverySchema.safeParse(config);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ['delivery', ...issue.path].join('.');
    throw new ContactConfigError(`content/contact.ts: field "${field}" ${issue.message}`);
  }
  const { mode, endpoint, extraFields, netlifyFormName, honeypotField } = parsed.data;
  const clash = Object.keys(extraFields).find((key) => [...reserved, honeypotField].includes(key));
  if (clash) {
    throw new ContactConfigError(
      `content/contact.ts: field "delivery.extraFields" must not set "${clash}" (the form fills it)`,
    );
  }

  const timeout = env.CONTACT_TIMEOUT_MS?.trim();
  if (timeout && !/^[1-9]\d*$/.test(timeout)) {
    throw new ContactConfigError(
      `CONTACT_TIMEOUT_MS must be a whole number of milliseconds (got "${timeout}")`,
    );
  }
  const settings = { honeypotField, timeoutMs: timeout ? Number(timeout) : defaultTimeoutMs };

  const fromEnv = env.CONTACT_ENDPOINT?.trim();
  if (fromEnv) {
    const url = endpointUrl(fromEnv, 'CONTACT_ENDPOINT');
    return { ...settings, delivery: { mode: 'endpoint', endpoint: url, extraFields } };
  }
  if (mode === 'endpoint') {
    const url = endpointUrl(endpoint, 'content/contact.ts: field "delivery.endpoint"');
    return { ...settings, delivery: { mode, endpoint: url, extraFields } };
  }
  if (mode === 'netlify') return { ...settings, delivery: { mode, formName: netlifyFormName } };
  return { ...settings, delivery: { mode } };
}
