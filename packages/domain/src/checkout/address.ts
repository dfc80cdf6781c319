/** US states, DC, territories and the three military "states" (Armed Forces Americas, Europe, Pacific). */
export const MILITARY_STATE_CODES = ['AA', 'AE', 'AP'] as const;

export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP', ...MILITARY_STATE_CODES,
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

const MILITARY_CITY = /^(APO|FPO|DPO)$/i;

/**
 * A military (APO/FPO/DPO) address: its state is AA, AE or AP, or its city is APO, FPO or DPO.
 * Such addresses ship only with the "priority" option (spec §9).
 */
export function isMilitaryAddress(address: { state: string; city: string }): boolean {
  return (MILITARY_STATE_CODES as readonly string[]).includes(address.state.trim().toUpperCase()) || MILITARY_CITY.test(address.city.trim());
}
