import { z } from 'zod';
import { httpsUrl, text } from './parse';

/** A plain link to the owner's scheduling page (Cal.com, Calendly, SavvyCal): no embed, no script. */
export const bookingSchema = z.strictObject({ url: httpsUrl, label: text(40) });

export type Booking = z.infer<typeof bookingSchema>;
