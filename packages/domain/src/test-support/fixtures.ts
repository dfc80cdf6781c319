// Records in the API's shapes, filled by hand for the staff remotes' component tests
// (`@shutterday/domain/test-support`): one demo job, its organization and a page of a list.
import type { Job, Organization, PagedList } from '../index';

/** Lincoln's fall picture day of the demo studio, published, with prepay and gallery open. */
export function job(overrides: Partial<Job> = {}): Job {
  return {
    id: 11,
    studioId: 1,
    organizationId: 3,
    organizationName: 'Lincoln Elementary',
    organizationType: 'school',
    name: 'Lincoln Fall Picture Day',
    version: { major: 3, minor: 0 },
    recordVersion: 1,
    rspoJob: false,
    importedData: false,
    published: true,
    archived: false,
    pictureDay: '2026-09-15T00:00:00.000Z',
    prepaySettings: { importedData: false },
    prepay: { available: true },
    gallerySettings: { enableYearBookPoseSelection: false, isYearBookPoseSelectionExpired: false },
    gallery: { available: true },
    prepayWindow: { opensOn: null, closesOn: null },
    poseSelectionEndsAt: null,
    subjectCount: 32,
    orderCount: 4,
    revenue: 15600,
    ordersByMethod: { Prepay: { count: 3, revenue: 12000 }, Gallery: { count: 1, revenue: 3600 } },
    unpaid: { count: 0, total: 0 },
    ...overrides,
  };
}

/** The job's school, with its contact. */
export const organization: Organization = {
  id: 3,
  studioId: 1,
  name: 'Lincoln Elementary',
  type: 'school',
  jobCount: 2,
  version: 1,
  contact: {
    id: 5,
    name: 'Dana Principal',
    email: 'office@lincoln.test',
    phone: '555-010-2000',
    address: { line1: '1 School Road', line2: null, city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
  },
};

/** One page of a list (50 to a page) holding `items`, out of `totalRecords`. */
export function page<T>(items: T[], totalRecords = items.length, currentPage = 1): PagedList<T> {
  return { resultItems: items, currentPage, pageSize: 50, totalRecords };
}
