import * as v from 'valibot';
import { fromShippingOption, ShippingOptionFormSchema, toShippingOptionInput } from '../shipping-option-form-values';

describe('shipping option form values', () => {
  it('read an option as text and send it back as cents and numbers', () => {
    const values = fromShippingOption({ id: 3, code: 'standard', name: 'Standard shipping', price: 895, active: true, sortOrder: 1, version: 4 });
    expect(values).toEqual({ code: 'standard', name: 'Standard shipping', price: '8.95', active: true, sortOrder: '1' });
    expect(toShippingOptionInput({ ...values, price: '12.5', name: ' Express ' })).toEqual({ code: 'standard', name: 'Express', price: 1250, active: true, sortOrder: 1 });
  });

  it('say what is wrong with a price, a code or a position as typed', () => {
    const issues = (input: object) => {
      const result = v.safeParse(ShippingOptionFormSchema, { code: 'x', name: 'X', price: '1.00', active: true, sortOrder: '0', ...input });
      return result.success ? [] : result.issues.map((issue) => issue.message);
    };
    expect(issues({})).toEqual([]);
    expect(issues({ price: 'ten' })).toEqual(['Use an amount such as 8.95']);
    expect(issues({ code: 'Has Space' })).toEqual(['Use lower-case letters, digits, - and _']);
    expect(issues({ sortOrder: '1000' })).toEqual(['Use a whole number from 0 to 999']);
  });
});
