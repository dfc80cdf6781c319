import type { PreorderWindow } from '../job/preorder-window';
import type { OrderMethod } from '../order-method/order-method';
import type { OrganizationType } from '../organization';

export interface JobVersion {
  major: number;
  minor: number;
}

/** The studio admin's view of a job (GET /api/studioadmin/studios/{s}/jobs/{j} and the jobs lists). */
export interface Job {
  id: number;
  studioId: number;
  organizationId: number;
  organizationName: string;
  organizationType: OrganizationType;
  name: string;
  version: JobVersion;
  /** The record version a write sends back (409 when someone else changed the job since). */
  recordVersion: number;
  rspoJob: boolean;
  importedData: boolean;
  published: boolean;
  archived: boolean;
  pictureDay: string | null;
  prepaySettings: { importedData: boolean };
  prepay: { available: boolean };
  gallerySettings: { enableYearBookPoseSelection: boolean; isYearBookPoseSelectionExpired: boolean };
  gallery: { available: boolean };
  /** The days prepay is offered on while `prepay.available` is on (job settings, preorder tab). */
  prepayWindow: PreorderWindow;
  /** When yearbook pose selection ends (an ISO instant); null: no deadline. */
  poseSelectionEndsAt: string | null;
  subjectCount: number;
  /**
   * The job's paid orders (not refunded whole) and their revenue (domain `revenueCents`, cents), in all and by order
   * method. Every amount is null for a viewer who may not see payments (domain `withoutJobMoney`).
   */
  orderCount: number;
  revenue: number | null;
  ordersByMethod: Record<OrderMethod, { count: number; revenue: number | null }>;
  /** Orders entered "Unpaid (bill the school)" and not paid yet: how many and what they owe (cents; null as above). */
  unpaid: { count: number; total: number | null };
}

/** What a customer may know of a job (GET /api/customer/jobs/{jobId} and the landing list). */
export interface CustomerJob {
  id: number;
  studioId: number;
  name: string;
  organizationName: string;
  organizationType: OrganizationType;
  pictureDay: string | null;
  published: boolean;
  archived: boolean;
  rspoJob: boolean;
  prepay: { available: boolean };
  gallery: { available: boolean };
  gallerySettings: { enableYearBookPoseSelection: boolean; isYearBookPoseSelectionExpired: boolean };
}
