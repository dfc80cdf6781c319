import { basisPointsToPercentText, checkedPercentToBasisPoints, MAX_TAX_RATE_BASIS_POINTS, percentText, type TaxRateCreate, type TaxRateRecord } from '@shutterday/domain/staff';
import { US_STATE_CODES } from '@shutterday/domain';
import * as v from 'valibot';

/** What the tax rate form holds: the state and the rate as typed (a percent); the server's schema checks the rest. */
export const TaxRateFormSchema = v.object({
  state: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.nonEmpty('This field is required'), v.picklist(US_STATE_CODES, 'Use a US state code such as IL')),
  rate: percentText(MAX_TAX_RATE_BASIS_POINTS),
  taxShipping: v.boolean(),
});
export type TaxRateFormValues = v.InferInput<typeof TaxRateFormSchema>;

export const EMPTY_TAX_RATE: TaxRateFormValues = { state: '', rate: '', taxShipping: false };

export const fromTaxRate = (rate: TaxRateRecord): TaxRateFormValues => ({ state: rate.state, rate: basisPointsToPercentText(rate.rateBasisPoints), taxShipping: rate.taxShipping });

/** The form's values, already checked by its schema, as the API takes them. */
export function toTaxRateInput(values: TaxRateFormValues): TaxRateCreate {
  const { state, rate, taxShipping } = v.parse(TaxRateFormSchema, values);
  return { country: 'US', state, rateBasisPoints: checkedPercentToBasisPoints(rate, MAX_TAX_RATE_BASIS_POINTS), taxShipping };
}
