import type { ORGANIZATION_TYPES } from '../catalog';

export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export interface Address {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}
