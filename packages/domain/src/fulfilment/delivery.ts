import { FULFILMENT_STATUS_LABELS, type FulfilmentStatus } from './status';

/** Where a paid order's prints are, as the parent's order page shows it (docs/print.md "Fulfilment"). */
export interface OrderDelivery {
  status: FulfilmentStatus;
  /** Set once the order shipped. */
  carrier: string | null;
  trackingNumber: string | null;
}

/** "Shipped", "Delivered" …: the words the studio's lists use too. */
export const deliveryStatusLabel = (delivery: OrderDelivery): string => FULFILMENT_STATUS_LABELS[delivery.status];

/** The carriers whose tracking page takes the number in its address, by how a studio may write the carrier's name. */
const TRACKING_PAGES: Array<{ carrier: RegExp; url: (number: string) => string }> = [
  { carrier: /^ups$/i, url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { carrier: /^usps$|^us postal service$|^united states postal service$/i, url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { carrier: /^fedex$|^fed ex$/i, url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { carrier: /^dhl$/i, url: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}` },
];

/** The carrier's tracking page for a number, or null for a carrier without a known one. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  const name = carrier?.trim() ?? '';
  const number = trackingNumber?.trim() ?? '';
  if (!name || !number) return null;
  const page = TRACKING_PAGES.find((p) => p.carrier.test(name));
  return page ? page.url(encodeURIComponent(number)) : null;
}
