import type { Address } from './types';

/** The organization contact is saved only when at least one address field has a value (spec §3, §5). */
export function hasAddressValue(address: Partial<Address> | null | undefined): boolean {
  if (!address) return false;
  return Object.values(address).some((value) => typeof value === 'string' && value.trim() !== '');
}
