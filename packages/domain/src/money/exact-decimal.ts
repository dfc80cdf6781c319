/**
 * Exact decimal arithmetic on BigInt, for the few money steps that need more than whole cents: a
 * percentage of an amount, dollars to cents, basis points to a percent. It replaced decimal.js (12.4 KB
 * gzip on every parent's page, docs/performance.md); numbers are read the way decimal.js reads them,
 * from their shortest decimal text (`0.1` is one tenth, not the binary fraction closest to it).
 */

/** `digits × 10^-scale`: 7.25 is { digits: 725n, scale: 2 }. */
export interface ExactDecimal {
  digits: bigint;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** Beyond this a number has no meaning as money; it also bounds the BigInt powers below. */
const MAX_EXPONENT = 400;

/** A finite number or a decimal text ("12.34", "-0.5", "1e3") as an exact decimal; RangeError otherwise. */
export function exactDecimal(value: number | string): ExactDecimal {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || whole + fraction === '' || Math.abs(Number(exponent)) > MAX_EXPONENT) throw new RangeError(`${String(value)} is not a decimal number`);
  const digits = BigInt(`${sign === '-' ? '-' : ''}${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent);
  if (scale >= 0) return { digits, scale };
  scale = -scale;
  return { digits: digits * 10n ** BigInt(scale), scale: 0 };
}

/** The exact decimal times `10^places` when that is a whole number, else null: (12.34, 2) → 1234n. */
export function shiftedWhole(value: ExactDecimal, places: number): bigint | null {
  const scale = value.scale - places;
  if (scale <= 0) return value.digits * 10n ** BigInt(-scale);
  const unit = 10n ** BigInt(scale);
  return value.digits % unit === 0n ? value.digits / unit : null;
}

/** `numerator / denominator` rounded half-up, ties away from zero (12.5 → 13, −12.5 → −13); `denominator` > 0. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const size = numerator < 0n ? -numerator : numerator;
  let quotient = size / denominator;
  if ((size % denominator) * 2n >= denominator) quotient += 1n;
  return numerator < 0n ? -quotient : quotient;
}

/** A whole number of hundredths as the shortest decimal text: 725 → "7.25", 600 → "6", 5 → "0.05", -150 → "-1.5". */
export function hundredthsText(hundredths: number): string {
  const size = Math.abs(hundredths);
  const fraction = String(size % 100).padStart(2, '0').replace(/0+$/, '');
  return `${hundredths < 0 ? '-' : ''}${Math.floor(size / 100)}${fraction ? `.${fraction}` : ''}`;
}
