import { exactDecimal, shiftedWhole } from './exact-decimal';

/**
 * Cents as US dollars with two decimals and thousands separators: 123450 → "$1,234.50",
 * -5 → "-$0.05". Built by hand instead of Intl so the output never depends on the ICU data
 * of the browser or server that renders it.
 */
export function formatUsd(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amounts must be whole cents, got ${cents}`);
  const size = Math.abs(cents);
  const whole = String(Math.floor(size / 100));
  const fraction = String(size % 100).padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}

/** Whole dollars (as an admin types them) to cents, exact: 10 → 1000, 12.34 → 1234. */
export function dollarsToCents(dollars: number | string): number {
  const cents = shiftedWhole(exactDecimal(dollars), 2);
  if (cents === null) throw new RangeError(`${dollars} has more than two decimals`);
  return Number(cents);
}
