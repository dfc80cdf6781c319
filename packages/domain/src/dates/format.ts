// Native Date in UTC on purpose: dayjs would need its utc plugin registered globally, a side effect
// a tree-shakeable package must not have, and UTC getters are all these rules need.

/** A date half-open range: `start` inclusive, `end` exclusive. */
export interface DateRange {
  start: Date;
  end: Date;
}

function toDate(date: Date | string): Date {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return value;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** MM/DD/YYYY in UTC (spec §9). An ISO string or a Date; an invalid date throws a RangeError. */
export function formatDate(date: Date | string): string {
  const d = toDate(date);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${pad(d.getUTCFullYear(), 4)}`;
}

/** A report's date range as shown: "MM/DD/YYYY - MM/DD/YYYY" (both ends as given). */
export function formatDateRange(start: Date | string, end: Date | string): string {
  return `${formatDate(start)} - ${formatDate(end)}`;
}

/** The `startDate`/`endDate` parameters of the report calls (spec §7), MM/DD/YYYY. */
export function reportDateParams(start: Date | string, end: Date | string): { startDate: string; endDate: string } {
  return { startDate: formatDate(start), endDate: formatDate(end) };
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** MM/DD/YYYY to midnight UTC, or null when the text is not a real calendar date (02/30/2024). */
export function parseUsDate(text: string): Date | null {
  const match = US_DATE.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 02/30 over into March; a round trip tells a real date from a rolled one.
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}
