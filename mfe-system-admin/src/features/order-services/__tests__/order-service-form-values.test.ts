import * as v from 'valibot';
import { fromOrderService, OrderServiceFormSchema, toOrderServiceInput } from '../order-service-form-values';

describe('order service form values', () => {
  it('read a service as text and send it back in cents with the version it was read at', () => {
    const values = fromOrderService({ id: 1, code: 'retouch', name: 'Retouching', price: 800, active: true, version: 3 });
    expect(values).toEqual({ name: 'Retouching', price: '8.00', active: true });
    expect(toOrderServiceInput({ ...values, price: '9.5', active: false }, 3)).toEqual({ name: 'Retouching', price: 950, active: false, version: 3 });
  });

  it('refuse a price that is not an amount', () => {
    const result = v.safeParse(OrderServiceFormSchema, { name: 'Retouching', price: 'free', active: true });
    expect(result.success ? [] : result.issues.map((issue) => issue.message)).toEqual(['Use an amount such as 8.00']);
  });
});
