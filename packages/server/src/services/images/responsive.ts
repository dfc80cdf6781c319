import { RESPONSIVE_IMAGE_FORMATS, RESPONSIVE_IMAGE_WIDTHS, type ResponsiveImageFormat } from '@shutterday/domain';
import sharp from 'sharp';
import { makeWatermarkedPreview } from './derivatives';
import type { AppliedMark } from './watermark';
import type { ImageVariant } from './signed-urls';

/**
 * Smaller widths and WebP copies of the watermarked photos (issue 11: a phone downloads what it shows,
 * in a modern format, with JPEG kept for the browsers without WebP). Made on first request from the
 * original, like the variants themselves, and kept in storage under their own key.
 */
export function responsiveKey(imageId: number, variant: ImageVariant, width: number, format: ResponsiveImageFormat): string {
  return `derived/${imageId}-${variant}-${width}.${format === 'webp' ? 'webp' : 'jpg'}`;
}

/** Every responsive copy of a photo's variants (removed when its proofs are made again with another mark). */
export const responsiveKeys = (imageId: number): string[] =>
  (Object.keys(RESPONSIVE_IMAGE_WIDTHS) as ImageVariant[]).flatMap((variant) => RESPONSIVE_IMAGE_WIDTHS[variant].flatMap((width) => RESPONSIVE_IMAGE_FORMATS.map((format) => responsiveKey(imageId, variant, width, format))));

export const contentTypeOf = (format: ResponsiveImageFormat) => (format === 'webp' ? 'image/webp' : 'image/jpeg');

/** The watermarked photo at `width`, re-encoded as WebP when asked (the watermark is drawn once). */
export async function makeResponsiveDerivative(original: Buffer, watermark: AppliedMark | string, width: number, format: ResponsiveImageFormat): Promise<Buffer> {
  const jpeg = await makeWatermarkedPreview(original, watermark, width);
  return format === 'webp' ? sharp(jpeg).webp({ quality: 75 }).toBuffer() : jpeg;
}
