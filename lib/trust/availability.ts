import { z } from 'zod';
import { fill } from '@/lib/i18n/fill';
import { availability as englishWords } from '@/lib/i18n/words/en/availability';
import { text } from './parse';

export const availabilityStatuses = ['available', 'limited', 'booked'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

const monthOrDay = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;

export const availabilitySchema = z.strictObject({
  status: z.enum(availabilityStatuses, {
    error: `must be one of: ${availabilityStatuses.join(', ')}`,
  }),
  from: z
    .string({ error: 'must be text' })
    .regex(monthOrDay, 'must be a month (2027-04) or a day (2027-04-15)')
    .refine(
      (value) => !monthOrDay.test(value) || parseFrom(value) !== undefined,
      'is not a date in the calendar',
    )
    .optional(),
  note: text(80).optional(),
});

export type Availability = z.infer<typeof availabilitySchema>;

/** What the site says: the status in words (never colour alone), and the owner's note. */
export type AvailabilityText = { status: AvailabilityStatus; text: string; note?: string };

type FromDate = { date: Date; precision: 'month' | 'day' };

/** `from` as a UTC date: the first day of a month (2027-04) or a day (2027-04-15). */
function parseFrom(value: string): FromDate | undefined {
  const match = monthOrDay.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day ?? 1)));
  if (date.getUTCMonth() !== Number(month) - 1) return undefined;
  return { date, precision: day ? 'day' : 'month' };
}

const startOfDay = (date: Date) =>
  Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** Whether `from` has come (it is today or earlier, in UTC): the date no longer says anything. */
export const hasPassed = (from: string, today: Date) => {
  const parsed = parseFrom(from);
  return parsed !== undefined && parsed.date.getTime() <= startOfDay(today);
};

function formatter(locale: string, precision: 'month' | 'day', withYear: boolean) {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    month: 'long',
    ...(precision === 'day' ? { day: 'numeric' } : {}),
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

/** "March 2027" / "April" for a month; "April 14, 2027" / "April 15" for a day (en-US). */
function describeDates({ date, precision }: FromDate, locale: string) {
  const last =
    precision === 'month'
      ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1))
      : new Date(date.getTime() - 86_400_000);
  const sameYear = last.getUTCFullYear() === date.getUTCFullYear();
  return {
    until: formatter(locale, precision, true).format(last),
    from: formatter(locale, precision, true).format(date),
    fromShort: formatter(locale, precision, !sameYear).format(date),
  };
}

type Describe = { today: Date; locale: string; words?: typeof englishWords };

/**
 * The availability in words (the site's own, lib/i18n/words, English by default) with its dates
 * for `locale`. A `from` date that has come by `today` is left out (the build warns about it, see
 * `availabilityWarning`), so a stale "booked until" never shows.
 */
export function describeAvailability(
  { status, from, note }: Availability,
  { today, locale, words = englishWords }: Describe,
): AvailabilityText {
  const dated = from && !hasPassed(from, today) ? parseFrom(from) : undefined;
  const at = dated && describeDates(dated, locale);
  const booked = dated?.precision === 'day' ? words.bookedUntilDay : words.bookedUntilMonth;
  const texts: Record<AvailabilityStatus, string> = {
    available: at ? fill(words.availableFrom, at) : words.available,
    limited: at ? fill(words.limitedUntil, { until: at.until, from: at.fromShort }) : words.limited,
    booked: at ? fill(booked, { until: at.until, from: at.fromShort }) : words.booked,
  };
  return { status, text: texts[status], ...(note ? { note } : {}) };
}

/** The warning a build prints when the availability date has passed; undefined when current. */
export function availabilityWarning(availability: Availability | undefined, today: Date) {
  if (!availability?.from || !hasPassed(availability.from, today)) return undefined;
  return `content/site.yaml: field "availability.from" is ${availability.from}, which has passed: the site leaves the date out until you update or remove it`;
}
