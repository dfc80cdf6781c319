import * as v from 'valibot';
import { fromTaxRate, TaxRateFormSchema, toTaxRateInput } from '../tax-rate-form-values';

describe('tax rate form values', () => {
  it('read a rate as a percent and send it back in basis points', () => {
    const values = fromTaxRate({ id: 4, country: 'US', state: 'CA', rateBasisPoints: 725, taxShipping: false, version: 2 });
    expect(values).toEqual({ state: 'CA', rate: '7.25', taxShipping: false });
    expect(toTaxRateInput({ state: ' ny ', rate: '4 %', taxShipping: true })).toEqual({ country: 'US', state: 'NY', rateBasisPoints: 400, taxShipping: true });
  });

  it('say what is wrong with a state or a rate as typed', () => {
    const issues = (input: object) => {
      const result = v.safeParse(TaxRateFormSchema, { state: 'IL', rate: '6.25', taxShipping: false, ...input });
      return result.success ? [] : result.issues.map((issue) => issue.message);
    };
    expect(issues({})).toEqual([]);
    expect(issues({ state: 'il' })).toEqual([]);
    expect(issues({ state: 'XX' })).toEqual(['Use a US state code such as IL']);
    expect(issues({ rate: '8.875' })).toEqual(['Rates are kept to hundredths of a percent: use at most 2 decimals (e.g. 6.63, not 6.625)']);
    expect(issues({ rate: '30' })).toEqual(['Use a rate of at most 25%']);
    expect(issues({ rate: 'six' })).toEqual(['Use a percent such as 7.25']);
  });
});
