import Decimal from 'decimal.js';

/**
 * Cents as US dollars with two decimals and thousands separators: 123450 → "$1,234.50",
 * -5 → "-$0.05". Built by hand instead of Intl so the output never depends on the ICU data
 * of the browser or server that renders it.
 */
export function formatUsd(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amounts must be whole cents, got ${cents}`);
  const [whole, fraction] = new Decimal(cents).abs().dividedBy(100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}

/** Whole dollars (as an admin types them) to cents, exact: 10 → 1000, 12.34 → 1234. */
export function dollarsToCents(dollars: number | string): number {
  const value = new Decimal(dollars);
  if (!value.times(100).isInteger()) throw new RangeError(`${dollars} has more than two decimals`);
  return value.times(100).toNumber();
}
