import type { OrderAnswer } from '../job/preorder-fields';
import type { OrderDelivery } from '../fulfilment/delivery';

/** GET /api/customer/studios/{studioSlug}: the public face of a studio. */
export interface CustomerStudio {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  rspoEnabled: boolean;
}

/** GET /api/customer/jobs/{jobId}/studio: the studio lookup by job (spec §3); studioWebUrl is the slug. */
export interface StudioLookup {
  studioId: number;
  studioWebUrl: string;
}


export interface OrderLine {
  /** The line's id: what a refund of this line names. */
  id: number;
  packageName: string;
  subjectName: string;
  quantity: number;
  price: number;
  /** The parent's answers to the job's preorder fields and the yearbook pose, as ordered. */
  answers: OrderAnswer[];
  /** A refund gave this line back (its downloads are closed). */
  refunded: boolean;
}

/** The order search result (spec §3: at least jobId). Amounts in cents. */
export interface OrderSearchResult {
  jobId: number;
  jobName: string;
  orderNumber: string;
  orderMethod: 'Prepay' | 'Gallery';
  placedAt: string;
  status: string;
  customerName: string;
  email: string;
  lines: OrderLine[];
  subtotal: number;
  /** Photo services (retouching and the like): part of the total, so part of every breakdown (issue 8). */
  services: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  /** What refunds gave back so far (the sum of the order's refunds); `total` when the order is refunded whole. */
  refunded: number;
  promoCode: string | null;
  /** The shipping option's name, "Studio Shipping" for a batch order, null when nothing ships. */
  shippingLabel: string | null;
  /** Where the prints are on their way, with the carrier and tracking number once shipped; null when nothing of the order is printed, or it is not paid. */
  delivery: OrderDelivery | null;
}
