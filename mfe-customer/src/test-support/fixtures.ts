import type { CustomerJob, CustomerStudio, OrderSearchResult } from '@shutterday/domain';

// Shapes of the API contracts, filled by hand for component tests (no fetch in these tests).
export const studio: CustomerStudio = { id: 1, name: 'Demo Photo Co', slug: 'demo', logoUrl: null, rspoEnabled: true };

export function customerJob(overrides: Partial<CustomerJob> = {}): CustomerJob {
  return {
    id: 11,
    studioId: 1,
    name: 'Lincoln Fall Picture Day',
    organizationName: 'Lincoln Elementary',
    organizationType: 'school',
    pictureDay: '2026-09-15T00:00:00.000Z',
    published: true,
    archived: false,
    rspoJob: false,
    prepay: { available: true },
    gallery: { available: true },
    gallerySettings: { enableYearBookPoseSelection: false, isYearBookPoseSelectionExpired: false },
    ...overrides,
  };
}

export const order: OrderSearchResult = {
  jobId: 11,
  jobName: 'Lincoln Fall Picture Day',
  orderNumber: '100001',
  orderMethod: 'Prepay',
  placedAt: '2026-09-20T15:30:00.000Z',
  status: 'paid',
  customerName: 'Pat Parent',
  email: 'parent@shutterday.test',
  lines: [
    { packageName: 'Package A', subjectName: 'Ava Smith', quantity: 2, price: 2500 },
    { packageName: 'Digital download', subjectName: 'Ava Smith', quantity: 1, price: 150000 },
  ],
  subtotal: 155000,
  discount: 500,
  shipping: 899,
  tax: 1234,
  total: 156633,
};
