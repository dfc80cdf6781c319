import type { CartOrderService } from '../cart';
import { roundCrop, type Crop } from '../crop';
import { personalizationLines } from '../print/print-request';

/**
 * GET /api/customer/jobs/{jobId}/print-preview: the print of a package item with the parent's choices,
 * watermarked, at a screen size (docs/print.md "Preview route"). A GET with a query, so an `<img src>`
 * shows it and the browser caches it by its URL. The sizes are the longest side in pixels: a 120 px box takes
 * 120, 240 or 360 at a device pixel ratio of 1, 2 or 3 (`srcset`), the larger ones serve the options page.
 */
export const PRINT_PREVIEW_SIZES = [120, 240, 320, 360, 640, 1000] as const;
export type PrintPreviewSize = (typeof PRINT_PREVIEW_SIZES)[number];
export const PRINT_PREVIEW_FORMATS = ['jpeg', 'webp'] as const;
export type PrintPreviewFormat = (typeof PRINT_PREVIEW_FORMATS)[number];
/** Image nodes, text nodes and extra lines a preview takes at most (the catalogue's items have one or two). */
export const PRINT_PREVIEW_LIMITS = { photos: 4, texts: 4, lines: 2 } as const;

export interface PrintPreviewInput {
  packageItemId: number;
  /**
   * Per image node, in catalogue order: the photo as the API handed it out (its signed thumbnail or preview
   * URL, which proves the parent may see it), its crop and rotation; null leaves the slot empty.
   */
  photos: readonly ({ imageUrl: string; crop: Crop | null; rotation: number } | null)[];
  backgroundId?: number | null;
  /** Per text node: what the parent typed; null keeps the node's own text. */
  texts?: readonly (string | null)[];
  /** The personalization's name and year lines. */
  extraLines?: readonly string[];
  size?: PrintPreviewSize;
  format?: PrintPreviewFormat;
}

/**
 * The preview's extra lines (`l0`, `l1`) for a child's item: the personalization the cart holds for that child,
 * through the rule the print file follows (`personalizationLines`), so the preview is the print scaled down.
 */
export function personalizationPreviewLines(productCode: string | null, subjectId: number, personalizations: readonly CartOrderService[]): string[] {
  const service = personalizations.find((p) => p.subjectId === subjectId);
  return personalizationLines(productCode, service).flatMap((line) => (line.value?.trim() ? [line.value] : []));
}

const SIGNED_IMAGE = /\/api\/customer\/images\/(\d{1,10})\/(?:thumbnail|preview)\?(?:.*&)?e=(\d{1,12})&s=([A-Za-z0-9_-]{1,64})/;

/** The photo part of a preview URL (`<id>.<expiry>.<signature>`) from a signed image URL, or null when it is not one. */
export function printPreviewPhotoToken(imageUrl: string): string | null {
  const match = SIGNED_IMAGE.exec(imageUrl);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : null;
}

/** The query string of a preview (without the `?`). Photos whose URL is not a signed image URL are left empty. */
export function printPreviewSearch(input: PrintPreviewInput): string {
  const query = new URLSearchParams({ item: String(input.packageItemId) });
  input.photos.slice(0, PRINT_PREVIEW_LIMITS.photos).forEach((photo, i) => {
    const token = photo && printPreviewPhotoToken(photo.imageUrl);
    if (!photo || !token) return;
    query.set(`p${i}`, token);
    if (photo.crop) {
      const crop = roundCrop(photo.crop);
      query.set(`c${i}`, [crop.cropX, crop.cropY, crop.xMid, crop.yMid].join(','));
    }
    if (photo.rotation) query.set(`r${i}`, String(Math.round(photo.rotation)));
  });
  if (input.backgroundId != null) query.set('bg', String(input.backgroundId));
  (input.texts ?? []).slice(0, PRINT_PREVIEW_LIMITS.texts).forEach((text, i) => {
    if (text != null) query.set(`t${i}`, text);
  });
  (input.extraLines ?? []).slice(0, PRINT_PREVIEW_LIMITS.lines).forEach((line, i) => query.set(`l${i}`, line));
  if (input.size) query.set('w', String(input.size));
  if (input.format && input.format !== 'jpeg') query.set('f', input.format);
  return query.toString();
}
