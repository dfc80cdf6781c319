import type { Crop } from '@shutterday/domain';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Selection {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The cropper's frame (pixels in its canvas) as the spec's crop: size and centre in % of the image
 * as displayed (spec §3 Crop), so the server can apply it to the original whatever its resolution.
 */
export function cropFromRects(selection: Selection, image: Box): Crop {
  if (image.width <= 0 || image.height <= 0) return { cropX: 100, cropY: 100, xMid: 50, yMid: 50 };
  return {
    cropX: (selection.width / image.width) * 100,
    cropY: (selection.height / image.height) * 100,
    xMid: ((selection.x + selection.width / 2 - image.left) / image.width) * 100,
    yMid: ((selection.y + selection.height / 2 - image.top) / image.height) * 100,
  };
}

/** The reverse, to show a saved crop when the parent opens the cropper again. */
export function selectionFromCrop(crop: Crop, image: Box): Selection {
  const width = (crop.cropX / 100) * image.width;
  const height = (crop.cropY / 100) * image.height;
  return {
    x: image.left + (crop.xMid / 100) * image.width - width / 2,
    y: image.top + (crop.yMid / 100) * image.height - height / 2,
    width,
    height,
  };
}

// Cropper pixels are rounded to whole numbers: half a pixel over the edge is still "inside".
const TOLERANCE = 0.5;

export function isInside(selection: Selection, image: Box): boolean {
  return (
    selection.x >= image.left - TOLERANCE &&
    selection.y >= image.top - TOLERANCE &&
    selection.x + selection.width <= image.left + image.width + TOLERANCE &&
    selection.y + selection.height <= image.top + image.height + TOLERANCE
  );
}

/**
 * A frame that moved past the edge, slid back along it: the same size, pushed inside the photo, so a
 * drag beyond the edge stops at the edge instead of leaving a strip of nothing to be printed. A frame
 * larger than the photo first shrinks, at its aspect ratio, to the largest that fits.
 */
export function keepInside(selection: Selection, image: Box): Selection {
  const ratio = selection.width / selection.height;
  let { width, height } = selection;
  if (width > image.width || height > image.height) {
    width = Math.min(image.width, image.height * ratio);
    height = width / ratio;
  }
  const x = Math.min(Math.max(selection.x, image.left), image.left + image.width - width);
  const y = Math.min(Math.max(selection.y, image.top), image.top + image.height - height);
  return { x, y, width, height };
}

/** The frame a photo opens with: the given share of the largest frame at the ratio, centred. */
export function centredInside(image: Box, ratio: number, coverage = 0.9): Selection {
  const width = Math.min(image.width, image.height * ratio) * coverage;
  const height = width / ratio;
  return { x: image.left + (image.width - width) / 2, y: image.top + (image.height - height) / 2, width, height };
}
