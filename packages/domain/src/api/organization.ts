export type OrganizationType = 'sport' | 'school';

export interface Address {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

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
}
