import { CalendarPlus } from 'lucide-react';
import type { Booking } from '@/lib/trust/booking';
import { buttonClasses } from '../ui/button-link';

/** A plain link to the owner's scheduling page: no embed and none of its scripts on this site. */
export function BookingLink({ booking }: { booking: Booking }) {
  return (
    <a href={booking.url} className={buttonClasses('secondary', 'w-full sm:w-fit')}>
      <CalendarPlus aria-hidden className="size-4" />
      {booking.label}
    </a>
  );
}
