/** "12.5", "$1,200.00" → cents; null when the text is not an amount of dollars with at most two decimals. */
export function dollarsTextToCents(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents → "12.50" for an input or a CSV cell (no currency sign, no separators; "-1.50" below zero). */
export function centsToDollarsText(cents: number): string {
  const size = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}
