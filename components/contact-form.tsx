'use client';

import { Send } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';

type Fields = { name: string; email: string; message: string };

const fieldClasses =
  'mt-2 block w-full rounded-md border border-line bg-canvas px-3.5 py-2.5 text-base text-ink placeholder:text-muted/80 transition-colors hover:border-ink/30 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent motion-reduce:transition-none';

export function ContactForm({ email }: { email: string }) {
  const [fields, setFields] = useState<Fields>({ name: '', email: '', message: '' });
  const [sentBy, setSentBy] = useState<string | null>(null);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((current) => ({ ...current, [event.target.name]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log('Contact form submitted', fields);
    setSentBy(fields.name.trim());
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      className="rounded-xl border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold tracking-tight">
        Send a Message
      </h2>
      <div className="mt-6 space-y-5">
        <div>
          <label htmlFor="contact-name" className="text-sm font-medium">
            Name
          </label>
          <input
            id="contact-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            placeholder="Your full name"
            value={fields.name}
            onChange={update}
            className={fieldClasses}
          />
        </div>
        <div>
          <label htmlFor="contact-email" className="text-sm font-medium">
            Email
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder={email}
            value={fields.email}
            onChange={update}
            className={fieldClasses}
          />
        </div>
        <div>
          <label htmlFor="contact-message" className="text-sm font-medium">
            Message
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            required
            placeholder="Tell me about your project and how I can help..."
            value={fields.message}
            onChange={update}
            className={`${fieldClasses} resize-y`}
          />
        </div>
      </div>
      <button
        type="submit"
        className="mt-6 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-accent px-5 py-2.5 text-sm font-semibold text-accent-ink shadow-sm transition hover:bg-accent/90 active:translate-y-px motion-reduce:transition-none sm:w-auto"
      >
        <Send aria-hidden className="size-4" />
        Send Message
      </button>
      <p role="status" className="mt-4 text-sm text-ink empty:hidden">
        {sentBy === null
          ? ''
          : `Thanks${sentBy ? `, ${sentBy}` : ''}! Your message is ready, but online delivery is not connected yet: please also email it to ${email}.`}
      </p>
    </form>
  );
}
