import type { AvailabilityText } from '@/lib/trust/availability';

// The dot repeats what the words say; the words alone carry it. Booked is not unavailable (it
// always takes enquiries for later), so it is a blue ring, not a red "stop": green is now, amber
// is partly, a ring is later.
const dots: Record<AvailabilityText['status'], string> = {
  available: 'bg-emerald-500',
  limited: 'bg-amber-500',
  booked: 'border-2 border-sky-600 dark:border-sky-400',
};

type AvailabilityStatusProps = {
  availability: AvailabilityText | undefined;
  /** Shows the owner's note under the status. */
  withNote?: boolean;
  /** The box and type size; `text-sm` and no box when not given. */
  className?: string;
};

export function AvailabilityStatus({
  availability,
  withNote = false,
  className = 'text-sm',
}: AvailabilityStatusProps) {
  if (!availability) return null;
  return (
    <p className={`flex items-start gap-2.5 ${className}`}>
      <span
        aria-hidden
        className={`mt-[0.4em] size-2 shrink-0 rounded-full ${dots[availability.status]}`}
      />
      <span>
        <span className="font-medium text-ink">{availability.text}</span>
        {withNote && availability.note ? (
          <span className="mt-1 block text-muted">{availability.note}</span>
        ) : null}
      </span>
    </p>
  );
}
