import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

/** The report's days as the report calls take them (spec §5: MM/DD/YYYY); either end may be open. */
export interface ReportDays {
  startDate?: string;
  endDate?: string;
  /** The time zone the days are read in. */
  timeZone?: string;
}

/** The browser's time zone: the report reads its days as the user reads the calendar. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const US_DAY = 'MM/DD/YYYY';

/** A range picker's choice: either end may be empty, or nothing chosen at all. */
export type ReportRange = [Dayjs | null, Dayjs | null] | null;

/** The days of a range picker's choice; no choice is all time. */
export function reportDays(range: ReportRange): ReportDays {
  return { startDate: range?.[0]?.format(US_DAY), endDate: range?.[1]?.format(US_DAY) };
}

/** From the first day of this month to today. */
export function thisMonth(today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [today.startOf('month'), today.startOf('day')];
}

/** A report page's days: this month until the user picks others, and the browser's time zone they are read in. */
export function useReportRange() {
  const [range, setRange] = useState<ReportRange>(thisMonth);
  return { range, setRange, timeZone: browserTimeZone() };
}
