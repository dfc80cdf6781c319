import Decimal from 'decimal.js';
import * as v from 'valibot';
import { US_STATE_CODES } from '../checkout';
import { MESSAGES } from '../validation';
import { boundedString, TEXT_LIMITS } from '../validation/bounded';
import { RecordVersion } from './resource';

/** A tax rate kept in basis points as people write it: 725 → "7.25%", 600 → "6%". */
export function formatBasisPoints(basisPoints: number): string {
  return `${new Decimal(basisPoints).dividedBy(100).toString()}%`;
}

/**
 * The highest rate the table takes: 25 %. No US state's sales tax comes near it, while a slip such as 72.5
 * for 7.25 does.
 */
export const MAX_TAX_RATE_BASIS_POINTS = 2_500;

export const TAX_RATE_MESSAGES = {
  stateTaken: 'This state already has a tax rate: edit that one instead.',
  percent: 'Use a percent such as 7.25',
  /** Basis points hold hundredths of a percent: 6.625 % cannot be kept exactly, so it is refused, never rounded. */
  tooPrecise: 'Rates are kept to hundredths of a percent: use at most 2 decimals (e.g. 6.63, not 6.625)',
  usOnly: 'Only US rates are used: the checkout takes US addresses only',
  basisPoints: 'Use a whole number of basis points (725 = 7.25%)',
} as const;

/** Refused above a rate's maximum: "Use a rate of at most 25%". */
export const rateTooHigh = (maxBasisPoints: number) => `Use a rate of at most ${formatBasisPoints(maxBasisPoints)}`;

/**
 * A percent as typed ("7.25", "7.25 %", "6") → basis points (725, 600), or why it cannot be one. More than
 * two decimals is refused (not rounded) unless the extra digits are zeros: "7.250" is 725.
 */
export function percentTextToBasisPoints(text: string, maxBasisPoints: number): { ok: true; basisPoints: number } | { ok: false; message: string } {
  const match = /^\s*(\d{1,3}(?:\.\d{1,6})?)\s*%?\s*$/.exec(text.slice(0, TEXT_LIMITS.code));
  if (!match) return { ok: false, message: TAX_RATE_MESSAGES.percent };
  const basisPoints = new Decimal(match[1]!).times(100);
  if (!basisPoints.isInteger()) return { ok: false, message: TAX_RATE_MESSAGES.tooPrecise };
  if (basisPoints.greaterThan(maxBasisPoints)) return { ok: false, message: rateTooHigh(maxBasisPoints) };
  return { ok: true, basisPoints: basisPoints.toNumber() };
}

/** A rate in a form: the text as typed, which {@link percentTextToBasisPoints} must take (the field's message otherwise). */
export const percentText = (maxBasisPoints: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.issues) return;
      const parsed = percentTextToBasisPoints(dataset.value, maxBasisPoints);
      if (!parsed.ok) addIssue({ message: parsed.message });
    }),
  );

/** The basis points of a percent text that {@link percentText} passed (throws otherwise: a form sends only checked values). */
export function checkedPercentToBasisPoints(text: string, maxBasisPoints: number): number {
  const parsed = percentTextToBasisPoints(text, maxBasisPoints);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.basisPoints;
}

/** Basis points as the form shows them: 725 → "7.25", 600 → "6". */
export const basisPointsToPercentText = (basisPoints: number): string => new Decimal(basisPoints).dividedBy(100).toString();

/** A rate as the API takes it: a whole number of basis points from 0 to `maxBasisPoints`. */
export const basisPointsRate = (maxBasisPoints: number) =>
  v.pipe(
    v.number(TAX_RATE_MESSAGES.basisPoints),
    v.integer(TAX_RATE_MESSAGES.basisPoints),
    v.minValue(0, 'This value must be at least 0'),
    v.maxValue(maxBasisPoints, rateTooHigh(maxBasisPoints)),
  );

/**
 * A row of the built-in tax table (system admin → Taxes): the sales tax of one US state, in basis points,
 * and whether shipping is taxed there. The checkout only takes US addresses, so the country is US; one
 * rate per state (a second is 409 TAX_RATE_MESSAGES.stateTaken).
 */
export const TaxRateCreate = v.strictObject({
  country: v.optional(v.pipe(boundedString(TEXT_LIMITS.code), v.trim(), v.toUpperCase(), v.literal('US', TAX_RATE_MESSAGES.usOnly)), 'US'),
  state: v.pipe(boundedString(TEXT_LIMITS.code, MESSAGES.required), v.trim(), v.toUpperCase(), v.picklist(US_STATE_CODES, 'This value is not a valid US state')),
  rateBasisPoints: basisPointsRate(MAX_TAX_RATE_BASIS_POINTS),
  taxShipping: v.optional(v.boolean('This value must be true or false'), false),
});
export type TaxRateCreate = v.InferOutput<typeof TaxRateCreate>;

/** The whole row again, with the version it was read at. */
export const TaxRateUpdate = v.strictObject({ ...TaxRateCreate.entries, version: RecordVersion });
export type TaxRateUpdate = v.InferOutput<typeof TaxRateUpdate>;

export interface TaxRateRecord {
  id: number;
  country: string;
  state: string;
  rateBasisPoints: number;
  taxShipping: boolean;
  version: number;
}
