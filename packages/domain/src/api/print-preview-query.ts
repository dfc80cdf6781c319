import * as v from 'valibot';
import type { Crop } from '../crop';
import { boundedString, DB_INTEGER_MAX, TEXT_LIMITS } from '../validation';
import { PRINT_PREVIEW_FORMATS, PRINT_PREVIEW_LIMITS, PRINT_PREVIEW_SIZES, type PrintPreviewFormat } from './print-preview';

// How the server reads a preview's query (the page only writes it, with printPreviewSearch): on the
// server's subpath, so no page carries the schema.

const IMAGE_NOT_FOUND = 'Image not found';
const digits = (max: number, message: string) =>
  v.pipe(v.string(), v.maxLength(max, message), v.regex(/^\d+$/, message), v.toNumber(), v.safeInteger(message), v.minValue(1, message), v.maxValue(DB_INTEGER_MAX, message));
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
const rotation = v.pipe(v.string(), v.maxLength(5, 'Give a rotation in whole degrees'), v.regex(/^-?\d{1,4}$/, 'Give a rotation in whole degrees'), v.toNumber(), v.minValue(-9999), v.maxValue(9999));
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
  w: v.optional(v.pipe(v.picklist(PRINT_PREVIEW_SIZES.map(String), `This value must be one of ${PRINT_PREVIEW_SIZES.join(', ')}`), v.toNumber(), v.minValue(PRINT_PREVIEW_SIZES[0]), v.maxValue(PRINT_PREVIEW_SIZES[PRINT_PREVIEW_SIZES.length - 1]!)), '640'),
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
