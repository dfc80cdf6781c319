import type { Address, OrganizationType } from '../organization';

export interface OrganizationContact {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  address: Address;
}

/** GET /api/studioadmin/studios/{studioId}/organizations[/{id}]. */
export interface Organization {
  id: number;
  studioId: number;
  name: string;
  type: OrganizationType;
  contact: OrganizationContact | null;
  jobCount: number;
  /** Sent back on PUT; a stale one answers 409. */
  version: number;
}
