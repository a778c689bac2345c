import { CalendarClock, CalendarPlus, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { getWords } from '@/lib/i18n/get-words';
import type { Booking } from '@/lib/trust/booking';
import { BookingLink } from '../trust/booking-link';

type ContactDetailsProps = {
  email: string;
  timeline: { heading: string; text: string };
  /** The owner's availability, shown beside the Project Timeline note. */
  availability?: ReactNode;
  /** The scheduling link: a second way in, next to the form. */
  booking?: Booking;
  lang: string;
};

export function ContactDetails({
  email,
  timeline,
  availability,
  booking,
  lang,
}: ContactDetailsProps) {
  const { contact } = getWords(lang);
  return (
    <aside className="space-y-6">
      {booking ? (
        <section
          aria-labelledby="book-call-heading"
          className="rounded-xl border border-line bg-surface p-6"
        >
          <h2 id="book-call-heading" className="flex items-start gap-2.5 text-lg font-semibold">
            <CalendarPlus aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
            {contact.bookHeading}
          </h2>
          <p className="mt-3 text-sm text-muted">{contact.bookText}</p>
          <div className="mt-4">
            <BookingLink booking={booking} />
          </div>
        </section>
      ) : null}
      <section
        aria-labelledby="get-in-touch-heading"
        className="rounded-xl border border-line bg-surface p-6"
      >
        <h2 id="get-in-touch-heading" className="flex items-start gap-2.5 text-lg font-semibold">
          <Mail aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
          {contact.getInTouch}
        </h2>
        <p className="mt-3 text-sm text-muted">{contact.preferEmail}</p>
        <a
          href={`mailto:${email}`}
          className="mt-2 inline-block break-all font-mono text-accent underline-offset-4 hover:underline"
        >
          {email}
        </a>
      </section>
      <section
        aria-labelledby="timeline-heading"
        className="rounded-xl border border-line bg-surface p-6"
      >
        <h2 id="timeline-heading" className="flex items-start gap-2.5 text-lg font-semibold">
          <CalendarClock aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
          {timeline.heading}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-muted">{timeline.text}</p>
        {availability ? <div className="mt-4 border-t border-line pt-4">{availability}</div> : null}
      </section>
    </aside>
  );
}
