/** @jest-environment node */
import { contact } from '@/lib/owner/contact';
import {
  ContactConfigError,
  defaultTimeoutMs,
  resolveContactSettings,
  type DeliveryConfig,
} from '@/lib/contact/contact-delivery';
import { fillMessage, mailtoHref, messageText } from '@/lib/contact/contact-message';

const config = (changes: Partial<DeliveryConfig> = {}): DeliveryConfig => ({
  ...contact.delivery,
  ...changes,
});

describe('the contact delivery settings', () => {
  it('default to console mode, the spec, with a 15 s timeout', () => {
    expect(resolveContactSettings(config(), {})).toEqual({
      delivery: { mode: 'console' },
      honeypotField: '_gotcha',
      timeoutMs: defaultTimeoutMs,
    });
    expect(defaultTimeoutMs).toBe(15_000);
  });

  it('switch to endpoint mode with CONTACT_ENDPOINT, keeping the extra fields', () => {
    const settings = resolveContactSettings(config({ extraFields: { access_key: 'k-123' } }), {
      CONTACT_ENDPOINT: 'https://api.web3forms.com/submit',
    });
    expect(settings.delivery).toEqual({
      mode: 'endpoint',
      endpoint: 'https://api.web3forms.com/submit',
      extraFields: { access_key: 'k-123' },
    });
  });

  it('use the endpoint from content/contact.yaml in endpoint mode', () => {
    const settings = resolveContactSettings(
      config({ mode: 'endpoint', endpoint: 'https://formspree.io/f/abcdwxyz' }),
      {},
    );
    expect(settings.delivery).toMatchObject({ endpoint: 'https://formspree.io/f/abcdwxyz' });
  });

  it.each(['http://127.0.0.1:4321/submit', 'http://localhost:8080/'])(
    'accept plain http only on the local machine (%s)',
    (url) => {
      expect(resolveContactSettings(config(), { CONTACT_ENDPOINT: url }).delivery).toMatchObject({
        endpoint: url,
      });
    },
  );

  it.each([
    ['plain http on another host', 'http://forms.example.org/submit'],
    ['another scheme', 'ftp://forms.example.org/'],
    ['not a URL', 'formspree.io/f/abc'],
  ])('stop the build for %s, naming CONTACT_ENDPOINT', (_, url) => {
    const resolve = () => resolveContactSettings(config(), { CONTACT_ENDPOINT: url });
    expect(resolve).toThrow(ContactConfigError);
    expect(resolve).toThrow(`CONTACT_ENDPOINT must be an https:// URL`);
    expect(resolve).toThrow(`got "${url}"`);
  });

  it('stop the build for endpoint mode without an https endpoint, naming the file and field', () => {
    expect(() => resolveContactSettings(config({ mode: 'endpoint', endpoint: '' }), {})).toThrow(
      'content/contact.yaml: field "delivery.endpoint" must be an https:// URL',
    );
  });

  it('stop the build for an unknown mode, naming the file and field', () => {
    const unknown = config({ mode: 'email' as DeliveryConfig['mode'] });
    expect(() => resolveContactSettings(unknown, {})).toThrow(
      'content/contact.yaml: field "delivery.mode" must be "console", "endpoint" or "netlify"',
    );
  });

  it('refuse extra fields that would overwrite what the visitor typed', () => {
    expect(() => resolveContactSettings(config({ extraFields: { email: 'x' } }), {})).toThrow(
      'content/contact.yaml: field "delivery.extraFields" must not set "email"',
    );
  });

  it('use Netlify mode with its form name', () => {
    expect(resolveContactSettings(config({ mode: 'netlify' }), {}).delivery).toEqual({
      mode: 'netlify',
      formName: 'contact',
    });
  });

  it('take a shorter timeout from CONTACT_TIMEOUT_MS, and reject one that is not a number', () => {
    expect(resolveContactSettings(config(), { CONTACT_TIMEOUT_MS: '2000' }).timeoutMs).toBe(2000);
    expect(() => resolveContactSettings(config(), { CONTACT_TIMEOUT_MS: '2s' })).toThrow(
      'CONTACT_TIMEOUT_MS must be a whole number of milliseconds (got "2s")',
    );
  });
});

describe('the email handoff', () => {
  const fields = { name: 'Sam Lee', email: 'sam@example.org', message: 'A lamp & a case?\nSoon.' };

  it('puts the message, then the name and email, in the body', () => {
    expect(messageText(fields)).toBe('A lamp & a case?\nSoon.\n\nSam Lee\nsam@example.org');
  });

  it('encodes the subject and body of the mailto link, with CRLF line breaks', () => {
    expect(mailtoHref('hello@example.com', 'Project enquiry', fields)).toBe(
      'mailto:hello@example.com?subject=Project%20enquiry&body=A%20lamp%20%26%20a%20case%3F%0D%0ASoon.%0D%0A%0D%0ASam%20Lee%0D%0Asam%40example.org',
    );
  });

  it('fills the placeholders of a message', () => {
    expect(fillMessage('Thanks, {name}! ({status})', { name: 'Sam', status: 500 })).toBe(
      'Thanks, Sam! (500)',
    );
  });
});
