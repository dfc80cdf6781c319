import * as v from 'valibot';
import { MESSAGES } from '../validation';
import { Cents } from './catalog-input';
import { RecordVersion } from './resource';

/**
 * A photo service of the platform (retouching, personalization): the system admin sets its name, price
 * and whether studios may offer it. Its code is what the ordering rules know, so services are not made
 * or deleted here.
 */
export const OrderServiceUpdate = v.strictObject({
  name: v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(80, 'Use at most 80 characters')),
  price: Cents,
  active: v.boolean('This value must be true or false'),
  version: RecordVersion,
});
export type OrderServiceUpdate = v.InferOutput<typeof OrderServiceUpdate>;

export interface OrderServiceRecord {
  id: number;
  code: string;
  name: string;
  price: number;
  active: boolean;
  version: number;
}
