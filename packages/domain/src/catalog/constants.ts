export const ORGANIZATION_TYPES = ['sport', 'school'] as const;

export const AddonType = {
  Standard: 'standard',
  AddonStandard: 'addon_standard',
  AddonPrice: 'addon_price',
} as const;
export type AddonType = (typeof AddonType)[keyof typeof AddonType];
export const ADDON_TYPES: readonly AddonType[] = Object.values(AddonType);

/** Shipping method label of batch orders (spec §9). */
export const BATCH_SHIPPING_LABEL = 'Studio Shipping';

/** The shipping option code reserved for military addresses (spec §9). */
export const MILITARY_SHIPPING_CODE = 'priority';

/** The spec's "price 10" is ten dollars; money is integer cents everywhere (DESIGN §5). */
export const PERSONALIZATION_DEFAULT_PRICE_CENTS = 1000;

export interface PersonalizationDefaults {
  price: number;
  yearToPrint: string;
  nameOnAllPrints: boolean;
  yearOnAllPrints: boolean;
  nameOnWallets: boolean;
  nameOnAllWallets: boolean;
  yearOnAllWallets: boolean;
}

/** A new personalization (spec §9): $10, this year (UTC), name and year on all prints, not on wallets. */
export function personalizationDefaults(now: Date): PersonalizationDefaults {
  return {
    price: PERSONALIZATION_DEFAULT_PRICE_CENTS,
    yearToPrint: String(now.getUTCFullYear()),
    nameOnAllPrints: true,
    yearOnAllPrints: true,
    nameOnWallets: false,
    nameOnAllWallets: false,
    yearOnAllWallets: false,
  };
}

/** Default user preferences (spec §3, §9). */
export const DEFAULT_USER_PREFERENCES = {
  buildMaximumCropperSize: 200,
  buildImagesPerRow: 6,
  useDarkMode: false,
} as const;
