import * as v from 'valibot';
import { roundCrop, type Crop } from '../crop';
import { boundedString, TEXT_LIMITS } from '../validation';

/**
 * GET /api/customer/jobs/{jobId}/print-preview: the print of a package item with the parent's choices,
 * watermarked, at a screen size (docs/print.md "Preview route"). A GET with a query, so an `<img src>`
 * shows it and the browser caches it by its URL.
 */
export const PRINT_PREVIEW_SIZES = [320, 640, 1000] as const;
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

const IMAGE_NOT_FOUND = 'Image not found';
const digits = (max: number, message: string) => v.pipe(v.string(), v.maxLength(max, message), v.regex(/^\d+$/, message), v.toNumber(), v.safeInteger(message));
const photoToken = v.pipe(
  v.string(),
  v.maxLength(100, IMAGE_NOT_FOUND),
  v.regex(/^\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{1,64}$/, IMAGE_NOT_FOUND),
  v.transform((token) => {
    const [id, expires, signature] = token.split('.');
    return { imageId: Number(id), expires: Number(expires), signature: signature! };
  }),
);
const CROP_MESSAGE = 'Give a crop as cropX,cropY,xMid,yMid in whole percent';
const crop = v.pipe(
  v.string(),
  v.maxLength(15, CROP_MESSAGE),
  v.regex(/^\d{1,3},\d{1,3},\d{1,3},\d{1,3}$/, CROP_MESSAGE),
  v.transform((text): Crop => {
    const [cropX, cropY, xMid, yMid] = text.split(',').map(Number) as [number, number, number, number];
    return { cropX, cropY, xMid, yMid };
  }),
  v.check((c) => Object.values(c).every((n) => n <= 100), CROP_MESSAGE),
);
const rotation = v.pipe(v.string(), v.maxLength(5, 'Give a rotation in whole degrees'), v.regex(/^-?\d{1,4}$/, 'Give a rotation in whole degrees'), v.toNumber());
const text = boundedString(TEXT_LIMITS.name);

const indexed = <T extends v.GenericSchema>(prefix: string, schema: T, count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, v.optional(schema)])) as Record<string, v.OptionalSchema<T, undefined>>;

export const PrintPreviewQuery = v.object({
  item: digits(TEXT_LIMITS.digits, 'Package item not found'),
  ...indexed('p', photoToken, PRINT_PREVIEW_LIMITS.photos),
  ...indexed('c', crop, PRINT_PREVIEW_LIMITS.photos),
  ...indexed('r', rotation, PRINT_PREVIEW_LIMITS.photos),
  ...indexed('t', text, PRINT_PREVIEW_LIMITS.texts),
  ...indexed('l', text, PRINT_PREVIEW_LIMITS.lines),
  bg: v.optional(digits(TEXT_LIMITS.digits, 'Background not found')),
  w: v.optional(v.pipe(v.picklist(PRINT_PREVIEW_SIZES.map(String), `This value must be one of ${PRINT_PREVIEW_SIZES.join(', ')}`), v.toNumber()), '640'),
  f: v.optional(v.picklist(PRINT_PREVIEW_FORMATS, `This value must be one of ${PRINT_PREVIEW_FORMATS.join(', ')}`), 'jpeg'),
});
export type PrintPreviewQueryParsed = v.InferOutput<typeof PrintPreviewQuery>;

export interface PrintPreviewRequest {
  packageItemId: number;
  photos: ({ imageId: number; expires: number; signature: string; crop: Crop | null; rotation: number } | null)[];
  backgroundId: number | null;
  texts: (string | null)[];
  extraLines: string[];
  size: number;
  format: PrintPreviewFormat;
}

/** The parsed query as lists by node. */
export function printPreviewRequest(query: PrintPreviewQueryParsed): PrintPreviewRequest {
  const at = <T>(prefix: string, i: number) => (query as unknown as Record<string, T | undefined>)[`${prefix}${i}`];
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  return {
    packageItemId: query.item,
    photos: range(PRINT_PREVIEW_LIMITS.photos).map((i) => {
      const token = at<{ imageId: number; expires: number; signature: string }>('p', i);
      return token ? { ...token, crop: at<Crop>('c', i) ?? null, rotation: at<number>('r', i) ?? 0 } : null;
    }),
    backgroundId: query.bg ?? null,
    texts: range(PRINT_PREVIEW_LIMITS.texts).map((i) => at<string>('t', i) ?? null),
    extraLines: range(PRINT_PREVIEW_LIMITS.lines).flatMap((i) => at<string>('l', i) ?? []),
    size: query.w,
    format: query.f,
  };
}
