import { BATCH_SHIPPING_LABEL } from '../catalog/constants';

/** What a placed order keeps of its ship-to address (the checkout's address). */
export interface ShipToAddress {
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country?: string;
}

/** Said wherever a batch order's ship-to would be: it goes to the school with the others. */
export const BATCH_SHIP_TO_TEXT = `${BATCH_SHIPPING_LABEL} — with the school's batch`;

/** The ship-to on one line (exports, manifests): the address, or the batch sentence when there is none. */
export function shipToLine(address: ShipToAddress | null): string {
  if (!address) return BATCH_SHIP_TO_TEXT;
  return [address.line1, address.line2, address.city, `${address.state} ${address.postalCode}`, address.country && address.country !== 'US' ? address.country : null]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ');
}

/**
 * Who a parcel is addressed to: the parent who ordered, for an order shipped home; the school
 * (organization), for a batch order, which goes there with the others.
 */
export function shipToAddressee(order: { batch: boolean; customerName: string; organization: string }): string {
  return order.batch ? order.organization : order.customerName;
}
