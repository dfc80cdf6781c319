import * as v from 'valibot';
import { boundedEmail, requiredText, TEXT_LIMITS } from '../validation/bounded';

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

/** GET /api/customer/cart/search/?orderNumber=&email= */
export const OrderSearchQuery = v.object({
  orderNumber: requiredText(TEXT_LIMITS.code),
  email: boundedEmail,
});
export type OrderSearchQuery = v.InferOutput<typeof OrderSearchQuery>;

export interface OrderLine {
  packageName: string;
  subjectName: string;
  quantity: number;
  price: number;
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
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}
