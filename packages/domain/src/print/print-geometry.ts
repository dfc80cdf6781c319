import type { Crop } from '../crop';

/** A rectangle in whole pixels. */
export interface PxRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Clockwise quarter turns. */
export type QuarterTurn = 0 | 90 | 180 | 270;

/**
 * A rotation (any whole or fractional degrees, any sign) to the nearest quarter turn. The cropper turns
 * photos by quarters only; a print tilted by another angle would show empty corners, so it never is.
 */
export function quarterTurn(degrees: number): QuarterTurn {
  if (!Number.isFinite(degrees)) return 0;
  const quarters = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return (quarters * 90) as QuarterTurn;
}

export const addTurns = (a: QuarterTurn, b: QuarterTurn): QuarterTurn => ((a + b) % 360) as QuarterTurn;

const sideways = (turn: QuarterTurn) => turn === 90 || turn === 270;

/** The size of a photo once turned. */
export function turnedSize(size: { width: number; height: number }, turn: QuarterTurn): { width: number; height: number } {
  return sideways(turn) ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

/**
 * The part of the (turned) photo a print shows, in the turned photo's pixels: the parent's crop — its
 * size `cropX × cropY` % and centre `xMid, yMid` % of the turned photo (spec §3) — trimmed evenly to the
 * print's aspect ratio (the cropper works at the aspect band's ratio, which may differ a little from the
 * print's) and slid back inside the photo. No crop, or an empty one, shows the largest centred part.
 */
export function coverRect(size: { width: number; height: number }, crop: Crop | null, aspect: number): PxRect {
  const { width: W, height: H } = size;
  let width = W;
  let height = H;
  let centreX = W / 2;
  let centreY = H / 2;
  if (crop && crop.cropX > 0 && crop.cropY > 0) {
    width = (Math.min(crop.cropX, 100) / 100) * W;
    height = (Math.min(crop.cropY, 100) / 100) * H;
    centreX = (crop.xMid / 100) * W;
    centreY = (crop.yMid / 100) * H;
  }
  if (width / height > aspect) width = height * aspect;
  else height = width / aspect;
  const w = Math.max(1, Math.min(W, Math.round(width)));
  const h = Math.max(1, Math.min(H, Math.round(height)));
  const left = Math.round(Math.min(Math.max(centreX - width / 2, 0), W - width));
  const top = Math.round(Math.min(Math.max(centreY - height / 2, 0), H - height));
  return { left: Math.min(Math.max(left, 0), W - w), top: Math.min(Math.max(top, 0), H - h), width: w, height: h };
}

/**
 * A rectangle of the photo turned clockwise by `turn`, in the pixels of the photo as stored (`size`), so
 * a renderer can cut it out first and turn only what it keeps.
 */
export function unturnRect(rect: PxRect, size: { width: number; height: number }, turn: QuarterTurn): PxRect {
  const { width: W, height: H } = size;
  const { left: x, top: y, width: w, height: h } = rect;
  switch (turn) {
    case 90:
      return { left: y, top: H - x - w, width: h, height: w };
    case 180:
      return { left: W - x - w, top: H - y - h, width: w, height: h };
    case 270:
      return { left: W - y - h, top: x, width: h, height: w };
    default:
      return { ...rect };
  }
}

/**
 * A rectangle drawn in a cell's upright frame (the cell as the photo in it is read) placed on the cell
 * itself, which shows that frame turned clockwise by `turn` (0 or 90).
 */
export function placeInCell(rect: { left: number; top: number; width: number; height: number }, upright: { height: number }, turn: 0 | 90): { left: number; top: number; width: number; height: number } {
  if (turn === 0) return rect;
  return { left: upright.height - rect.top - rect.height, top: rect.left, width: rect.height, height: rect.width };
}

/** A rectangle in fractional pixels to whole pixels, rounding its edges (so rectangles that touch still touch). */
export function roundRect(rect: { left: number; top: number; width: number; height: number }): PxRect {
  const left = Math.round(rect.left);
  const top = Math.round(rect.top);
  return { left, top, width: Math.max(1, Math.round(rect.left + rect.width) - left), height: Math.max(1, Math.round(rect.top + rect.height) - top) };
}

export const offsetRect = (rect: PxRect, by: { left: number; top: number }): PxRect => ({ ...rect, left: rect.left + by.left, top: rect.top + by.top });
