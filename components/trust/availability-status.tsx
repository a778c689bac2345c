import type { AvailabilityText } from '@/lib/trust/availability';

// The dot repeats what the words say; the words alone carry it.
const dots: Record<AvailabilityText['status'], string> = {
  available: 'bg-emerald-500',
  limited: 'bg-amber-500',
  booked: 'bg-rose-500',
};

type AvailabilityStatusProps = {
  availability: AvailabilityText | undefined;
  /** Shows the owner's note under the status. */
  withNote?: boolean;
  className?: string;
};

export function AvailabilityStatus({
  availability,
  withNote = false,
  className = '',
}: AvailabilityStatusProps) {
  if (!availability) return null;
  return (
    <p className={`flex items-start gap-2.5 text-sm ${className}`}>
      <span
        aria-hidden
        className={`mt-[0.4rem] size-2 shrink-0 rounded-full ${dots[availability.status]}`}
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
