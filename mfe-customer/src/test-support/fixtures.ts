import type {
  CartDetails, CartOrderService, CartPackage, CustomerJob, CustomerJobAvailability, CustomerJobServices, CustomerStudio, CustomerSubject, ImageNode, OrderSearchResult, Package,
} from '@shutterday/domain';

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
    { id: 1, packageName: 'Package A', subjectName: 'Ava Smith', quantity: 2, price: 2500, answers: [], refunded: false },
    { id: 2, packageName: 'Digital download', subjectName: 'Ava Smith', quantity: 1, price: 150000, answers: [], refunded: false },
  ],
  subtotal: 155000,
  services: 800,
  discount: 500,
  shipping: 899,
  tax: 1234,
  total: 157433,
  refunded: 0,
  promoCode: 'SAVE5',
  shippingLabel: 'Standard shipping',
  delivery: { status: 'paid', carrier: null, trackingNumber: null },
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
    orderingClosesOn: null,
    timeZone: 'UTC',
    onlineOrders: { open: true },
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
    replacedBy: {},
    lineAnswers: {},
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

export function pkg(id: number, name: string, addon: Package['packageAddon'] = null, retailCost = 3500): Package {
  return {
    id,
    name,
    altName: null,
    altDescription: null,
    retailCost,
    packageAddon: addon,
    items: [
      {
        id: id * 10,
        name: '8x10',
        altName: null,
        allowConsumerCrop: true,
        positionCoords: null,
        productCode: '8x10',
        imageNodes: [imageNode(id * 100, 'image1')],
        textNodes: [{ id: id * 100 + 1, name: 'Name', value: null, editable: true, dataSource: 'fullName', altDataSource: null, obscure: false, autoFilled: false }],
      },
    ],
  };
}

export function imageNode(id: number, name: string): ImageNode {
  return {
    id, name, static: false, positionCoords: null, productCode: '8x10', subjectImageId: null, groupImageId: null, replacementImageId: null,
    cropDimensions: null, frontendCropDimensions: null, rotation: 0, imageThumbnailUrl: null,
  };
}

/** The $10 personalization of subject 5 (Ava): her name and the year on every print, not on wallets. */
export const avaPersonalization: CartOrderService = {
  id: 40, subjectId: 5, price: 1000, orderServiceId: 2, enabled: true, nameToPrint: 'Ava Johnson', yearToPrint: '2026',
  nameOnAllPrints: true, yearOnAllPrints: true, nameOnWallets: false, nameOnAllWallets: false, yearOnAllWallets: false,
};

export function cartLine(id: number, packageId: number, addon: CartPackage['addon'] = null, price = 3500): CartPackage {
  return { id, packageId, subjectId: 5, quantity: 1, price, subjectName: 'Ava Johnson', greenScreen: null, addon, cartPackageItems: [] };
}

export const subject: CustomerSubject = {
  id: 5,
  jobId: 11,
  firstName: 'Ava',
  lastName: 'Johnson',
  groupName: 'Grade 2',
  fields: [{ name: 'phone', value: '5551234567', templateId: null, optionId: null }],
  imageThumbnailUrl: null,
  images: [1, 2].map((id) => ({ id, width: 800, height: 1000, groupId: null, imageLookup: { type: 'hosted-individual' as const }, imageThumbnailUrl: `/t/${id}`, previewUrl: `/p/${id}` })),
  groupImages: [{ id: 9, width: 1000, height: 800, groupId: 3, imageLookup: { type: 'hosted-group' }, imageThumbnailUrl: '/t/9', previewUrl: '/p/9' }],
  yearbookPoseSelectionAllowed: true,
};
