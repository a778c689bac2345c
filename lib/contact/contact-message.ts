// The visitor's message as the contact form holds it, and the email handoff built from it. Used by
// the client form, so it must stay free of server-only imports.
export type ContactFields = { name: string; email: string; message: string };

export const emptyFields: ContactFields = { name: '', email: '', message: '' };

export const fieldLimits = { name: 200, email: 254, message: 5000 } as const;

/** The message count shows once the message reaches this many characters. */
export const messageCountFrom = 4500;

/** The message with the visitor's name and email under it, for an email or the clipboard. */
export const messageText = ({ name, email, message }: ContactFields) =>
  `${message.trim()}\n\n${[name.trim(), email.trim()].filter(Boolean).join('\n')}`.trim();

/** A mailto: link to the owner with the subject and the message filled in (RFC 6068). */
export function mailtoHref(to: string, subject: string, fields: ContactFields) {
  const body = messageText(fields).replace(/\r?\n/g, '\r\n');
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${to}?${query.join('&')}`;
}

/** Fills {placeholders} in one of the form's messages from content/contact.yaml. */
export const fillMessage = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
