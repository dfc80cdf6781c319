import { formatDate } from '@shutterday/domain';

/** A date shown MM/DD/YYYY in UTC (spec §9); an empty value shows nothing. */
export function DateText({ value }: { value: string | Date | null | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  const iso = typeof value === 'string' ? value : value.toISOString();
  return <time dateTime={iso}>{formatDate(value)}</time>;
}
