import sharp, { type OutputInfo } from 'sharp';
import { findQrCode, type FoundCode } from './capture';
import { watermarkOverlay, type AppliedMark } from './watermark';

export { watermarkOverlay } from './watermark';

export const THUMBNAIL_WIDTH = 320;
export const PREVIEW_WIDTH = 1000;
/**
 * The worker's preview without optimised Huffman tables: that extra pass cost more than the rest of the
 * encode (3.5 against 8.8 ms a preview) for about a tenth fewer bytes, and phones are sent the smaller
 * WebP copies anyway.
 */
const PREVIEW_JPEG = { quality: 80, optimiseCoding: false } as const;

type RawImage = { data: Buffer; info: OutputInfo };

const rawInput = ({ info }: RawImage) => ({ raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 } });

/**
 * The pixels a mark draws on, taken from its RGBA overlay once: where (pixel index), how much (alpha) and
 * what (each colour channel times its alpha). The default text mark covers about a tenth of the picture,
 * so drawing these alone costs a fraction of compositing the whole overlay (0.5 against 10.5 ms of CPU a
 * 1000 px preview; docs/performance.md "Photo processing"). Kept as long as its overlay is.
 */
interface DrawnPixels {
  at: Uint32Array;
  alpha: Uint8Array;
  colour: Uint16Array;
}
const DRAWN = new WeakMap<Buffer, DrawnPixels>();

function drawnPixels(overlay: Buffer): DrawnPixels {
  const kept = DRAWN.get(overlay);
  if (kept) return kept;
  let count = 0;
  for (let i = 3; i < overlay.length; i += 4) if (overlay[i]! > 0) count += 1;
  const drawn = { at: new Uint32Array(count), alpha: new Uint8Array(count), colour: new Uint16Array(count * 3) };
  for (let pixel = 0, k = 0; k < count; pixel += 1) {
    const a = overlay[pixel * 4 + 3]!;
    if (a === 0) continue;
    drawn.at[k] = pixel;
    drawn.alpha[k] = a;
    for (let c = 0; c < 3; c += 1) drawn.colour[k * 3 + c] = overlay[pixel * 4 + c]! * a;
    k += 1;
  }
  DRAWN.set(overlay, drawn);
  return drawn;
}

/** The mark drawn over an RGB image in place ("over": the mark's colour by its alpha, the photo by the rest). */
function drawInPlace(rgb: Buffer, { at, alpha, colour }: DrawnPixels): void {
  for (let k = 0; k < at.length; k += 1) {
    const o = at[k]! * 3;
    const keep = 255 - alpha[k]!;
    rgb[o] = (rgb[o]! * keep + colour[k * 3]! + 127) / 255;
    rgb[o + 1] = (rgb[o + 1]! * keep + colour[k * 3 + 1]! + 127) / 255;
    rgb[o + 2] = (rgb[o + 2]! * keep + colour[k * 3 + 2]! + 127) / 255;
  }
}

/**
 * The image with the mark drawn over it, as raw RGB. An RGB image (every JPEG from a camera) is marked in
 * place, pixel by drawn pixel; another (grey, with transparency) goes through libvips' composite.
 */
async function marked(image: RawImage, mark: AppliedMark | string): Promise<RawImage> {
  const { width, height, channels } = image.info;
  const overlay = await watermarkOverlay(width, height, mark);
  if (channels === 3) {
    drawInPlace(image.data, drawnPixels(overlay));
    return image;
  }
  return sharp(image.data, rawInput(image))
    .composite([{ input: overlay, raw: { width, height, channels: 4 }, top: 0, left: 0 }])
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** What customers see before they have paid: downsized and watermarked (thumbnails too). */
export async function makeWatermarkedPreview(original: Buffer, mark: AppliedMark | string, targetWidth = PREVIEW_WIDTH): Promise<Buffer> {
  const resized = await sharp(original).rotate().resize({ width: targetWidth, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const image = await marked(resized, mark);
  return sharp(image.data, rawInput(image)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Both derivatives of an upload from one decode and one watermark: the preview size is made first (JPEG
 * shrink-on-load keeps it cheap) and marked, then the thumbnail is scaled from the marked preview (the
 * mark scales with it to the size a thumbnail of its own would get). EXIF orientation is applied; no
 * metadata is written. With `readCode`, the preview-sized copy is searched for a QR code (a camera card)
 * before it is marked: the same decode serves both (the original is decoded again, around the code, only
 * where a code is seen but not read there).
 */
export async function makeDerivatives(
  original: Buffer,
  mark: AppliedMark | string,
  { readCode = false } = {},
): Promise<{ preview: Buffer; thumbnail: Buffer; code: FoundCode }> {
  const resized = await sharp(original).rotate().resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const code = readCode ? await findQrCode(resized.data, resized.info, original) : null;
  const markedPreview = await marked(resized, mark);
  const [preview, thumbnail] = await Promise.all([
    sharp(markedPreview.data, rawInput(markedPreview)).jpeg(PREVIEW_JPEG).toBuffer(),
    sharp(markedPreview.data, rawInput(markedPreview)).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer(),
  ]);
  return { preview, thumbnail, code };
}
