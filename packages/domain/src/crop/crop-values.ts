import * as v from 'valibot';

/** Spec §3 "Crop": cropX/cropY are the crop's size and xMid/yMid its centre, in % of the image. */
export interface Crop {
  cropX: number;
  cropY: number;
  xMid: number;
  yMid: number;
}

const percent = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100));
export const CropSchema = v.object({ cropX: percent, cropY: percent, xMid: percent, yMid: percent });

const wholePercent = (value: number): number => Math.min(100, Math.max(0, Math.round(value)));

/**
 * Crop values rounded to whole percentages (spec §5), halves up (Math.round). Values are also
 * kept within 0–100: a cropper dragged past the edge reports a little outside that range.
 */
export function roundCrop(crop: Crop): Crop {
  return {
    cropX: wholePercent(crop.cropX),
    cropY: wholePercent(crop.cropY),
    xMid: wholePercent(crop.xMid),
    yMid: wholePercent(crop.yMid),
  };
}

/** Rotation in whole degrees within 0–359 (spec §5): -90 → 270, 360 → 0, 450 → 90. */
export function normalizeRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) throw new RangeError(`Rotation must be a finite number, got ${degrees}`);
  const normalized = ((Math.round(degrees) % 360) + 360) % 360;
  return normalized === 0 ? 0 : normalized; // no -0
}

/** cropDimensions travels as a JSON string or null (spec §7). */
export function serializeCrop(crop: Crop | null): string | null {
  return crop === null ? null : JSON.stringify(roundCrop(crop));
}

/** The stored JSON back to a crop; null when absent or unreadable, so a bad crop means "no crop". */
export function parseCrop(json: string | null | undefined): Crop | null {
  if (json == null || json.trim() === '') return null;
  try {
    const result = v.safeParse(CropSchema, JSON.parse(json));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}
