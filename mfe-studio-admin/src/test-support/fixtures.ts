import type { Job, StudioEarnedTotals } from '@shutterday/domain';

export const totals: StudioEarnedTotals = { total: 123450, thisMonth: 4599, thisWeek: 0 };

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
