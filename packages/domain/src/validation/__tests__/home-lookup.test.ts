import * as v from 'valibot';
import { FORM_INVALID_MESSAGE, ORDER_NOT_FOUND_MESSAGE, OrderLookupForm, orderLookupQuery } from '..';

describe('the home order lookup form', () => {
  it.each([
    [{ email: 'parent@shutterday.test', orderNumber: '' }, 'This field is required'],
    [{ email: 'parent@shutterday.test', orderNumber: '   ' }, 'This field is required'],
    [{ email: 'parent', orderNumber: '100001' }, 'This value is not a valid email address'],
  ])('%j is refused with %p', (values, message) => {
    const result = v.safeParse(OrderLookupForm, values);
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe(message);
  });

  it('gives the trimmed query when valid', () => {
    expect(orderLookupQuery({ email: ' parent@shutterday.test ', orderNumber: ' 100001 ' })).toEqual({
      email: 'parent@shutterday.test',
      orderNumber: '100001',
    });
  });

  it('sends no search when invalid: "Form is invalid"', () => {
    expect(() => orderLookupQuery({ email: 'x', orderNumber: '' })).toThrow(new Error(FORM_INVALID_MESSAGE));
    expect(FORM_INVALID_MESSAGE).toBe('Form is invalid');
    expect(ORDER_NOT_FOUND_MESSAGE).toBe('Could not find this order');
  });
});
