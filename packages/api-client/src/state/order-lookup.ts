import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { OrderSearchResult } from '@shutterday/domain';

/** What the home page's lookup found, with the e-mail it was found by (the order page re-reads by it). */
export interface OrderLookup {
  email: string;
  order: OrderSearchResult;
}

// sessionStorage: the result survives a reload of the order page but not the closing of the tab,
// so a shared device does not keep showing a parent's order.
export const orderLookupAtom = atomWithStorage<OrderLookup | null>(
  'orderLookup',
  null,
  createJSONStorage<OrderLookup | null>(() => sessionStorage),
  { getOnInit: true },
);
