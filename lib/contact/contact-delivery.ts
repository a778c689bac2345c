import type { z } from 'zod';
import { deliverySchema } from './delivery-schema';
import { contact } from '@/lib/owner/contact';

// What the contact form needs to deliver a message, resolved once at build time from
// content/contact.yaml and the environment, and passed to the form as plain data.
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

export { deliverySchema };

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
    throw new ContactConfigError(`content/contact.yaml: field "${field}" ${issue.message}`);
  }
  const { mode, endpoint, extraFields, netlifyFormName, honeypotField } = parsed.data;
  const clash = Object.keys(extraFields).find((key) => [...reserved, honeypotField].includes(key));
  if (clash) {
    throw new ContactConfigError(
      `content/contact.yaml: field "delivery.extraFields" must not set "${clash}" (the form fills it)`,
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
    const url = endpointUrl(endpoint, 'content/contact.yaml: field "delivery.endpoint"');
    return { ...settings, delivery: { mode, endpoint: url, extraFields } };
  }
  if (mode === 'netlify') return { ...settings, delivery: { mode, formName: netlifyFormName } };
  return { ...settings, delivery: { mode } };
}
