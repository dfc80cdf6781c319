import { centsToDollarsText, dollarsTextToCents } from '@shutterday/domain';
import type { OrderServiceRecord, OrderServiceUpdate } from '@shutterday/domain/staff';
import * as v from 'valibot';

/** What the order service form holds: text as typed; the server's schema checks the rest. */
export const OrderServiceFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(80, 'Use at most 80 characters')),
  price: v.pipe(v.string(), v.trim(), v.check((text) => dollarsTextToCents(text) !== null, 'Use an amount such as 8.00')),
  active: v.boolean(),
});
export type OrderServiceFormValues = v.InferOutput<typeof OrderServiceFormSchema>;

export const fromOrderService = (service: OrderServiceRecord): OrderServiceFormValues => ({ name: service.name, price: centsToDollarsText(service.price), active: service.active });

export const toOrderServiceInput = (values: OrderServiceFormValues, version: number): OrderServiceUpdate => ({
  name: values.name.trim(), price: dollarsTextToCents(values.price)!, active: values.active, version,
});
