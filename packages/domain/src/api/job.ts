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
  subjectCount: number;
  orderCount: number;
  revenue: number;
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
