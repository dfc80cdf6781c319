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
