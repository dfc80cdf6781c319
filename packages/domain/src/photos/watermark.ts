import * as v from 'valibot';
import { MESSAGES } from '../validation/messages';

/**
 * The mark drawn over every proof a parent sees before paying (thumbnails, previews, the print's live
 * preview). The platform has one; a studio may have its own, which then applies to its photos alone.
 * Paid downloads and the studio's print files are never marked.
 */
export const WATERMARK_KINDS = ['text', 'picture'] as const;
export type WatermarkKind = (typeof WATERMARK_KINDS)[number];

export const WATERMARK_POSITIONS = ['tiled', 'center', 'top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

export const WATERMARK_POSITION_LABELS: Record<WatermarkPosition, string> = {
  tiled: 'Repeated over the whole photo',
  center: 'Once, in the middle',
  'top-left': 'Once, top left',
  'top-right': 'Once, top right',
  'bottom-left': 'Once, bottom left',
  'bottom-right': 'Once, bottom right',
};

/** `{studio}` in a text mark is the studio's name, so one platform text fits every studio. */
export const STUDIO_PLACEHOLDER = '{studio}';
export const WATERMARK_TEXT_MAX = 60;
export const WATERMARK_OPACITY = { min: 5, max: 100 } as const;
export const WATERMARK_SCALE = { min: 5, max: 100 } as const;

// Printable text only: the mark is drawn into an SVG, and a control character has no glyph anyway.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const WatermarkText = v.pipe(
  v.string(MESSAGES.required),
  v.maxLength(WATERMARK_TEXT_MAX, `Use at most ${WATERMARK_TEXT_MAX} characters`),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.check((text) => !CONTROL.test(text), 'Use letters, digits and punctuation only'),
);

const percent = (range: { min: number; max: number }, what: string) =>
  v.pipe(
    v.number(`Enter the ${what} as a whole percentage`),
    v.integer(`Enter the ${what} as a whole percentage`),
    v.minValue(range.min, `The ${what} is at least ${range.min} %`),
    v.maxValue(range.max, `The ${what} is at most ${range.max} %`),
  );

/** PUT …/watermark: how the mark looks. A picture mark needs its PNG uploaded first (…/watermark/picture). */
export const WatermarkSettings = v.strictObject({
  kind: v.picklist(WATERMARK_KINDS, 'This value must be one of text, picture'),
  /** Kept when the kind is picture, so switching back restores it. */
  text: WatermarkText,
  /** How much of the photo the mark hides where it is drawn: 100 is solid. */
  opacity: percent(WATERMARK_OPACITY, 'opacity'),
  position: v.picklist(WATERMARK_POSITIONS, `This value must be one of ${WATERMARK_POSITIONS.join(', ')}`),
  /** The mark's width as a share of the photo's width. */
  scale: percent(WATERMARK_SCALE, 'size'),
});
export type WatermarkSettings = v.InferOutput<typeof WatermarkSettings>;

/** The mark every proof carried before marks could be chosen, and what applies while none is saved. */
export const DEFAULT_WATERMARK: WatermarkSettings = { kind: 'text', text: `${STUDIO_PLACEHOLDER} · PROOF`, opacity: 38, position: 'tiled', scale: 30 };

export const WATERMARK_MESSAGES = {
  pictureMissing: 'kind: Upload a picture before choosing a picture mark',
  notPicture: 'file: The mark must be a PNG or JPEG picture (a PNG keeps its transparent parts)',
} as const;

/** A saved mark: its look and whether a picture was uploaded for it. */
export interface SavedWatermark {
  settings: WatermarkSettings;
  hasPicture: boolean;
}

/** The studio's own mark when it has one, else the platform's, else the default. */
export function applicableWatermark(platform: SavedWatermark | null, studio: SavedWatermark | null): { source: 'studio' | 'platform' | 'default'; mark: SavedWatermark } {
  if (studio) return { source: 'studio', mark: studio };
  if (platform) return { source: 'platform', mark: platform };
  return { source: 'default', mark: { settings: DEFAULT_WATERMARK, hasPicture: false } };
}

/** The words drawn for a text mark, with the studio's name in place of {studio}. */
export function watermarkWords(settings: WatermarkSettings, studioName: string): string {
  return settings.text.split(STUDIO_PLACEHOLDER).join(studioName).trim() || studioName;
}

export interface Size {
  width: number;
  height: number;
}
export interface Spot {
  left: number;
  top: number;
}

/**
 * The size of one mark over a photo: `scale` % of the photo's width at the mark's own proportions, made
 * smaller when that would be taller than the photo. Never below one pixel.
 */
export function watermarkBox(photo: Size, markAspect: number, scale: number): Size {
  const aspect = markAspect > 0 && Number.isFinite(markAspect) ? markAspect : 1;
  let width = Math.max(1, Math.round((photo.width * scale) / 100));
  let height = Math.max(1, Math.round(width / aspect));
  if (height > photo.height) {
    height = photo.height;
    width = Math.max(1, Math.min(photo.width, Math.round(height * aspect)));
  }
  return { width: Math.min(width, photo.width), height };
}

/**
 * Where the mark is drawn, as top-left corners; every mark lies wholly inside the photo. One spot for a
 * corner or the middle (a margin of 3 % of the shorter side off the edges); for `tiled`, a centred grid
 * with every other row shifted by half a mark, so no straight crop removes them all.
 */
export function watermarkSpots(photo: Size, box: Size, position: WatermarkPosition): Spot[] {
  const margin = Math.round(Math.min(photo.width, photo.height) * 0.03);
  const right = photo.width - box.width;
  const bottom = photo.height - box.height;
  const clampX = (x: number) => Math.max(0, Math.min(right, x));
  const clampY = (y: number) => Math.max(0, Math.min(bottom, y));
  switch (position) {
    case 'center':
      return [{ left: Math.round(right / 2), top: Math.round(bottom / 2) }];
    case 'top-left':
      return [{ left: clampX(margin), top: clampY(margin) }];
    case 'top-right':
      return [{ left: clampX(right - margin), top: clampY(margin) }];
    case 'bottom-left':
      return [{ left: clampX(margin), top: clampY(bottom - margin) }];
    case 'bottom-right':
      return [{ left: clampX(right - margin), top: clampY(bottom - margin) }];
    case 'tiled':
      return tiledSpots(photo, box);
  }
}

function tiledSpots(photo: Size, box: Size): Spot[] {
  const gapX = Math.round(box.width * 0.25);
  const gapY = Math.max(1, box.height);
  const stepX = box.width + gapX;
  const stepY = box.height + gapY;
  const rows = Math.max(1, Math.floor((photo.height + gapY) / stepY));
  const top0 = Math.round((photo.height - (rows * stepY - gapY)) / 2);
  const spots: Spot[] = [];
  for (let row = 0; row < rows; row++) {
    const shift = row % 2 === 1 ? Math.round(stepX / 2) : 0;
    const columns = Math.max(1, Math.floor((photo.width - shift + gapX) / stepX));
    const left0 = shift + Math.round((photo.width - shift - (columns * stepX - gapX)) / 2);
    for (let column = 0; column < columns; column++) {
      spots.push({ left: Math.max(0, Math.min(photo.width - box.width, left0 + column * stepX)), top: Math.max(0, Math.min(photo.height - box.height, top0 + row * stepY)) });
    }
  }
  return spots;
}

/** A text mark's width over its height, for {@link watermarkBox} (the drawing stretches the words to fit it). */
export const textMarkAspect = (words: string) => Math.max(1, words.length * 0.6) / 1.4;

/** The view of a mark on the Watermarks pages (GET …/watermark). */
export interface WatermarkView {
  /** Where the mark in force comes from: this scope's own, the platform's (a studio without its own) or the default. */
  source: 'studio' | 'platform' | 'default';
  settings: WatermarkSettings;
  hasPicture: boolean;
  /** The proofs this mark covers and how many still carry an older mark (re-marked in the background). */
  previews: { total: number; remaining: number };
}
