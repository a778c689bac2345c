'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { trackEvent } from '@/lib/analytics/track';
import type { ContactSettings } from '@/lib/contact/contact-delivery';
import { fill } from '@/lib/i18n/fill';
import { contactForm } from '@/lib/i18n/words/en/contact-form';
import {
  fieldLimits,
  mailtoHref,
  messageCountFrom,
  messageText,
} from '@/lib/contact/contact-message';
import { ContactStatus, type ContactMessages, type ContactOutcome } from './contact-status';
import { DraftNotice } from './draft-notice';
import { sendContactMessage } from './send-contact-message';
import { buttonClasses } from '../ui/button-link';
import { useContactDraft } from './use-contact-draft';

type ContactFormProps = {
  email: string;
  subject: string;
  messages: ContactMessages;
  settings: ContactSettings;
  /** The fields, rendered on the server (`ContactFields`). */
  children: ReactNode;
  /** The send button's icon, rendered on the server so its drawing is not in the form's script. */
  icon?: ReactNode;
  /** The form's words in another language (English is built in). */
  words?: typeof contactForm;
};

/** Native form attributes per mode, so the form also posts without JavaScript. */
function formAttributes({ delivery, honeypotField }: ContactSettings) {
  if (delivery.mode === 'endpoint') return { action: delivery.endpoint, method: 'post' };
  // Netlify: no action, so the form posts to the page's own URL wherever the site is hosted.
  if (delivery.mode === 'netlify') {
    return {
      name: delivery.formName,
      method: 'post',
      'data-netlify': 'true',
      'netlify-honeypot': honeypotField,
    };
  }
  return {};
}

export function ContactForm({
  email,
  subject,
  messages,
  settings,
  children,
  icon,
  words = contactForm,
}: ContactFormProps) {
  const { delivery, honeypotField, timeoutMs } = settings;
  const form = useRef<HTMLFormElement>(null);
  const draft = useContactDraft(form);
  const [outcome, setOutcome] = useState<ContactOutcome>({ phase: 'idle' });
  const sending = useRef(false);
  const { fields } = draft;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const name = fields.name.trim();
    if (delivery.mode === 'console') {
      console.log('Contact form submitted', fields);
      setOutcome({ phase: 'logged', name });
      return;
    }
    if (new FormData(event.currentTarget).get(honeypotField)) {
      draft.discard();
      setOutcome({ phase: 'sent', name });
      return;
    }
    sending.current = true;
    setOutcome({ phase: 'sending' });
    const pagePath = window.location.pathname;
    const result = await sendContactMessage(delivery, fields, { timeoutMs, pagePath });
    sending.current = false;
    if (result.ok) {
      trackEvent('Contact sent', { mode: delivery.mode });
      draft.discard();
      setOutcome({ phase: 'sent', name });
    } else {
      trackEvent('Contact failed', { kind: result.failure.kind });
      setOutcome({ phase: 'failed', failure: result.failure });
      form.current?.querySelector('textarea')?.focus();
    }
  };

  const busy = outcome.phase === 'sending';
  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onInput={draft.onInput}
      aria-labelledby="contact-form-heading"
      aria-busy={busy}
      className="rounded-xl border border-line bg-surface p-6 sm:p-8"
      {...formAttributes(settings)}
    >
      {/* The notice's line is kept even when empty, so restoring a draft moves nothing; on a phone,
          where it has a line of its own, it is the space between the heading and the first field. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <h2 id="contact-form-heading" className="text-xl font-semibold tracking-tight">
          {words.heading}
        </h2>
        <div className="flex min-h-6 basis-full items-center sm:min-h-11 sm:basis-auto">
          {draft.restored && (
            <DraftNotice
              words={words}
              onClear={() => {
                draft.discard();
                setOutcome({ phase: 'idle' });
                form.current?.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus();
              }}
            />
          )}
        </div>
      </div>
      {children}
      <p
        id="contact-message-count"
        className="mt-1 min-h-4 text-right font-mono text-xs text-muted"
      >
        {fields.message.length >= messageCountFrom &&
          fill(words.characters, { count: fields.message.length, max: fieldLimits.message })}
      </p>
      <button
        type="submit"
        disabled={busy}
        className={buttonClasses('primary', 'mt-6 w-full disabled:cursor-wait sm:w-auto')}
      >
        {icon}
        {busy ? words.sending : words.send}
      </button>
      <ContactStatus
        outcome={outcome}
        messages={messages}
        ownerEmail={email}
        timeoutMs={timeoutMs}
        handoff={{ mailto: mailtoHref(email, subject, fields), text: messageText(fields) }}
        onRetry={() => form.current?.requestSubmit()}
        words={words}
      />
    </form>
  );
}
