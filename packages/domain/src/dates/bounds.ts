import type { DateRange } from './format';

/** US calendar: the week starts on Sunday (getUTCDay() === 0). */
export const FIRST_DAY_OF_WEEK = 0;

/**
 * The calendar week holding `now`, in UTC: Sunday 00:00 inclusive to the next Sunday 00:00
 * exclusive. Used by the studio's "this week" earned total.
 */
export function weekBounds(now: Date): DateRange {
  const daysSinceStart = (now.getUTCDay() - FIRST_DAY_OF_WEEK + 7) % 7;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceStart));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 7));
  return { start, end };
}

/** The calendar month holding `now`, in UTC: the 1st 00:00 inclusive to the next 1st exclusive. */
export function monthBounds(now: Date): DateRange {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/** Whether an instant falls inside a half-open range. */
export function isWithin(range: DateRange, instant: Date): boolean {
  return instant.getTime() >= range.start.getTime() && instant.getTime() < range.end.getTime();
}
