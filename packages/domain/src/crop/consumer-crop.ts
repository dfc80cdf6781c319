import { CONSUMER_CROP_EXCLUDED_CODES } from '../catalog';

/**
 * Cropping is offered for a package item when it allows consumer crop and its product code is
 * not one of {@link CONSUMER_CROP_EXCLUDED_CODES} (spec §4).
 */
export function canConsumerCrop(item: { allowConsumerCrop: boolean; productCode: string | null }): boolean {
  if (!item.allowConsumerCrop) return false;
  return item.productCode === null || !(CONSUMER_CROP_EXCLUDED_CODES as readonly string[]).includes(item.productCode);
}
