import type { ContactDelivery } from '@/lib/contact/contact-delivery';
import type { ContactFields } from '@/lib/contact/contact-message';

export type DeliveryFailure =
  | { kind: 'offline' | 'unreachable' | 'timeout' }
  | { kind: 'refused' | 'failed'; status: number; reason?: string };

export type DeliveryResult = { ok: true } | { ok: false; failure: DeliveryFailure };

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The service's own explanation: Formspree's `errors[].message`, Web3Forms' `message`. */
async function reasonFrom(response: Response): Promise<string | undefined> {
  try {
    const body = await response.json();
    const errors: unknown[] = Array.isArray(body?.errors) ? body.errors : [];
    const listed = errors
      .map((error) => (isText(error) ? error : (error as { message?: unknown })?.message))
      .filter(isText);
    const reason = listed.length ? listed.join(' ') : [body?.message, body?.error].find(isText);
    return reason?.trim().slice(0, 300);
  } catch {
    return undefined;
  }
}

function request(
  delivery: ContactDelivery,
  fields: ContactFields,
  pagePath: string,
): [string, RequestInit] {
  if (delivery.mode === 'netlify') {
    const body = new URLSearchParams({ 'form-name': delivery.formName, ...fields });
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    return [pagePath, { method: 'POST', headers, body: body.toString() }];
  }
  if (delivery.mode !== 'endpoint') throw new Error(`nothing to send in ${delivery.mode} mode`);
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const body = JSON.stringify({ ...delivery.extraFields, ...fields });
  return [delivery.endpoint, { method: 'POST', headers, body }];
}

/** Posts the message; never throws. `pagePath` is where Netlify Forms receives it. */
export async function sendContactMessage(
  delivery: ContactDelivery,
  fields: ContactFields,
  { timeoutMs, pagePath }: { timeoutMs: number; pagePath: string },
): Promise<DeliveryResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const [url, init] = request(delivery, fields, pagePath);
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (response.ok) return { ok: true };
    const kind = response.status >= 400 && response.status < 500 ? 'refused' : 'failed';
    return {
      ok: false,
      failure: { kind, status: response.status, reason: await reasonFrom(response) },
    };
  } catch {
    if (timedOut) return { ok: false, failure: { kind: 'timeout' } };
    return { ok: false, failure: { kind: navigator.onLine ? 'unreachable' : 'offline' } };
  } finally {
    clearTimeout(timer);
  }
}
