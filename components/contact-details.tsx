import { CalendarClock, Mail } from 'lucide-react';

type ContactDetailsProps = { email: string; timeline: { heading: string; text: string } };

export function ContactDetails({ email, timeline }: ContactDetailsProps) {
  return (
    <aside className="space-y-6">
      <section
        aria-labelledby="get-in-touch-heading"
        className="rounded-xl border border-line bg-surface p-6"
      >
        <h2 id="get-in-touch-heading" className="flex items-center gap-2.5 text-lg font-semibold">
          <Mail aria-hidden className="size-5 text-accent" />
          Get in Touch
        </h2>
        <p className="mt-3 text-sm text-muted">Prefer email? Write to me directly:</p>
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
        <h2 id="timeline-heading" className="flex items-center gap-2.5 text-lg font-semibold">
          <CalendarClock aria-hidden className="size-5 text-accent" />
          {timeline.heading}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-muted">{timeline.text}</p>
      </section>
    </aside>
  );
}
