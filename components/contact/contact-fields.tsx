import type { ContactSettings } from '@/lib/contact/contact-delivery';
import { fieldLimits } from '@/lib/contact/contact-message';
import { fillNodes } from '@/lib/i18n/fill-nodes';
import { getWords } from '@/lib/i18n/get-words';
import { ContactHoneypot } from './contact-honeypot';

const fieldClasses =
  'mt-2 block w-full rounded-md border border-line bg-canvas px-3.5 py-2.5 text-base text-ink placeholder:text-muted/80 transition-colors hover:border-ink/30 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent motion-reduce:transition-none';

type ContactFieldsProps = { email: string; settings: ContactSettings; lang: string };

/**
 * The form's fields, rendered on the server (the client form reads them by name), plus what the
 * delivery mode needs when the form posts without JavaScript.
 */
export function ContactFields({
  email,
  settings: { delivery, honeypotField },
  lang,
}: ContactFieldsProps) {
  const { contact } = getWords(lang);
  const mailto = (
    <a href={`mailto:${email}`} className="text-accent underline underline-offset-4">
      {email}
    </a>
  );
  return (
    <>
      {delivery.mode === 'netlify' && (
        <input type="hidden" name="form-name" value={delivery.formName} />
      )}
      {delivery.mode === 'endpoint' &&
        Object.entries(delivery.extraFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {/* The same space under the heading at every width: on a phone the draft notice's empty
          line (contact-form.tsx) is under the heading, from 640 px beside it. */}
      <div className="space-y-6 sm:mt-9">
        <div>
          <label htmlFor="contact-name" className="text-sm font-medium">
            {contact.name}
          </label>
          <input
            id="contact-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={fieldLimits.name}
            placeholder={contact.namePlaceholder}
            className={fieldClasses}
          />
        </div>
        <div>
          <label htmlFor="contact-email" className="text-sm font-medium">
            {contact.email}
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={fieldLimits.email}
            placeholder={email}
            className={fieldClasses}
          />
        </div>
        <div>
          <label htmlFor="contact-message" className="text-sm font-medium">
            {contact.message}
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            required
            maxLength={fieldLimits.message}
            aria-describedby="contact-message-count"
            placeholder={contact.messagePlaceholder}
            className={`${fieldClasses} resize-y`}
          />
        </div>
      </div>
      <ContactHoneypot name={honeypotField} label={contact.honeypot} />
      {delivery.mode === 'console' && (
        <noscript>
          <p className="mt-6 text-sm">{fillNodes(contact.noScript, { email: mailto })}</p>
        </noscript>
      )}
    </>
  );
}
