import { dayIn, formatDate } from '@shutterday/domain';

/**
 * A date shown MM/DD/YYYY (spec §9): the day in UTC, or in `timeZone` (a studio's days: a coupon's last
 * day); an empty value shows nothing.
 */
export function DateText({ value, timeZone }: { value: string | Date | null | undefined; timeZone?: string }) {
  if (value === null || value === undefined || value === '') return null;
  const iso = typeof value === 'string' ? value : value.toISOString();
  return <time dateTime={iso}>{formatDate(timeZone ? dayIn(new Date(iso), timeZone) : value)}</time>;
}
