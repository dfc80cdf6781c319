import Decimal from 'decimal.js';

/** Spec §8, word for word. */
export const FLOAT_MULTIPLICATION_MESSAGE = 'Multiplication of floating point numbers is not supported';

// A fractional amount of cents is always a bug upstream (dollars passed as cents, a float price):
// refusing it here keeps a wrong total from ever reaching a charge.
function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Amounts must be whole cents, got ${cents}`);
  }
}

function toCents(value: Decimal): number {
  return value.toNumber();
}

/** Sum of amounts in integer cents. `addCents()` is 0. */
export function addCents(...cents: number[]): number {
  cents.forEach(assertCents);
  return toCents(cents.reduce((sum, c) => sum.plus(c), new Decimal(0)));
}

/** `a - b` in integer cents; the result may be negative. */
export function subtractCents(a: number, b: number): number {
  assertCents(a);
  assertCents(b);
  return toCents(new Decimal(a).minus(b));
}

/** Price × quantity. A non-integer quantity throws {@link FLOAT_MULTIPLICATION_MESSAGE}. */
export function multiplyCents(cents: number, quantity: number): number {
  assertCents(cents);
  if (!Number.isInteger(quantity)) throw new Error(FLOAT_MULTIPLICATION_MESSAGE);
  return toCents(new Decimal(cents).times(quantity));
}

/**
 * `percent` % of an amount, rounded half-up to the whole cent (ties go away from zero, so
 * 12.5 ¢ → 13 ¢ and −12.5 ¢ → −13 ¢). Half-up is what a customer checks by hand on a receipt.
 */
export function percentOfCents(cents: number, percent: number): number {
  assertCents(cents);
  if (!Number.isFinite(percent)) throw new RangeError(`Percent must be a finite number, got ${percent}`);
  return toCents(new Decimal(cents).times(percent).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP));
}

/**
 * The amount left after a percentage discount (0–100). The discount itself is rounded half-up
 * ({@link percentOfCents}), so the customer never pays the rounding in the studio's favour.
 */
export function applyPercentDiscount(cents: number, percent: number): number {
  if (!(percent >= 0 && percent <= 100)) {
    throw new RangeError(`A discount must be between 0 and 100 percent, got ${percent}`);
  }
  return subtractCents(cents, percentOfCents(cents, percent));
}
