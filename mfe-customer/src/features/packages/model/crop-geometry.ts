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
