import dayjs, { type Dayjs } from 'dayjs';

/** The report's days as the report calls take them (spec §5: MM/DD/YYYY); either end may be open. */
export interface ReportDays {
  startDate?: string;
  endDate?: string;
  /** The time zone the days are read in. */
  timeZone?: string;
}

/** The browser's time zone: the report reads its days as the user reads the calendar. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const US_DAY = 'MM/DD/YYYY';

/** The days of a range picker's choice; no choice is all time. */
export function reportDays(range: [Dayjs | null, Dayjs | null] | null): ReportDays {
  return { startDate: range?.[0]?.format(US_DAY), endDate: range?.[1]?.format(US_DAY) };
}

/** From the first day of this month to today. */
export function thisMonth(today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [today.startOf('month'), today.startOf('day')];
}
