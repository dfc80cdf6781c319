import type { CartDetails, CustomerJob, CustomerJobAvailability, CustomerJobServices, CustomerStudio, OrderSearchResult } from '@shutterday/domain';

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

export function availability(overrides: Partial<CustomerJobAvailability> = {}): CustomerJobAvailability {
  return {
    jobId: 11,
    published: true,
    archived: false,
    rspoJob: false,
    prepay: { available: true },
    gallery: { available: true },
    methods: { Prepay: { ok: true }, Gallery: { ok: true } },
    ...overrides,
  };
}

export function cartDetails(overrides: Partial<CartDetails> = {}): CartDetails {
  return {
    id: 0,
    jobId: 11,
    cartPackages: [],
    subjects: [],
    cartOrderServicesDetails: { cartOrderServices: [], imageLevel: false, retouches: [], personalizations: [] },
    orderMethod: 'Prepay',
    status: 'open',
    total: 0,
    incompleteCartPackageIds: [],
    hasStandardPackage: false,
    packageNames: {},
    ...overrides,
  };
}

export const jobServices: CustomerJobServices = {
  jobId: 11,
  allowRetouch: true,
  allowNameOnAllPrints: true,
  allowNameOnWallets: false,
  imageLevelService: false,
  retouch: { orderServiceId: 1, name: 'Retouching', price: 800 },
  personalization: {
    orderServiceId: 2,
    name: 'Personalization',
    price: 1000,
    defaults: { price: 1000, yearToPrint: '2026', nameOnAllPrints: true, yearOnAllPrints: true, nameOnWallets: false, nameOnAllWallets: false, yearOnAllWallets: false },
  },
};
