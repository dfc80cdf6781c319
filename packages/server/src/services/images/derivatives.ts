import sharp, { type OutputInfo, type Sharp } from 'sharp';

export const THUMBNAIL_WIDTH = 320;
export const PREVIEW_WIDTH = 1000;
/**
 * The worker's preview without optimised Huffman tables: that extra pass cost more than the rest of the
 * encode (3.5 against 8.8 ms a preview) for about a tenth fewer bytes, and phones are sent the smaller
 * WebP copies anyway.
 */
const PREVIEW_JPEG = { quality: 80, optimiseCoding: false } as const;

function watermarkSvg(width: number, height: number, text: string): Buffer {
  // A diagonal, repeated, semi-transparent mark: hard to crop away, light enough to judge the photo.
  const size = Math.max(14, Math.round(width / 18));
  const step = size * 3;
  const rows = Math.ceil((height * 1.6) / step) + 2;
  const lines = Array.from({ length: rows }, (_, i) => {
    const y = i * step - height * 0.3;
    return `<text x="${-width / 2}" y="${y}" font-size="${size}" font-family="sans-serif" font-weight="700" fill="white" fill-opacity="0.38" stroke="black" stroke-opacity="0.18" stroke-width="${size / 40}">${`${text}   `.repeat(8)}</text>`;
  });
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g transform="rotate(-30 ${width / 2} ${height / 2})">${lines.join('')}</g></svg>`,
  );
}

/**
 * The mark drawn once per size and text, as raw RGBA: drawing the SVG's text cost more than the rest of a
 * photo's work, and a day's photos come from a few cameras, so nearly every photo reuses one. The few
 * most recent are kept (a 1000 × 667 mark is 2.7 MB).
 */
const OVERLAYS = new Map<string, Promise<Buffer>>();
const OVERLAYS_KEPT = 8;

function overlay(width: number, height: number, text: string): Promise<Buffer> {
  const key = `${width}x${height}:${text}`;
  const kept = OVERLAYS.get(key);
  OVERLAYS.delete(key);
  const made = kept ?? sharp(watermarkSvg(width, height, text)).ensureAlpha().raw().toBuffer();
  OVERLAYS.set(key, made);
  made.catch(() => OVERLAYS.delete(key));
  if (OVERLAYS.size > OVERLAYS_KEPT) OVERLAYS.delete(OVERLAYS.keys().next().value!);
  return made;
}

/** The proofs' mark for an image of this size, as raw RGBA to composite over it (the print previews use it too). */
export function watermarkOverlay(width: number, height: number, text: string): Promise<Buffer> {
  return overlay(width, height, text.replace(/[<>&"']/g, ''));
}

type RawImage = { data: Buffer; info: OutputInfo };

const rawInput = ({ info }: RawImage) => ({ raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 } });

/** The image with the mark drawn over it, as a pipeline still to be written out. */
async function marked(image: RawImage, text: string): Promise<Sharp> {
  const { width, height } = image.info;
  const mark = await watermarkOverlay(width, height, text);
  return sharp(image.data, rawInput(image)).composite([{ input: mark, raw: { width, height, channels: 4 }, top: 0, left: 0 }]);
}

/** What customers see before they have paid: downsized and watermarked (thumbnails too). */
export async function makeWatermarkedPreview(original: Buffer, text: string, targetWidth = PREVIEW_WIDTH): Promise<Buffer> {
  const resized = await sharp(original).rotate().resize({ width: targetWidth, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return (await marked(resized, text)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Both derivatives of an upload from one decode and one watermark: the preview size is made first (JPEG
 * shrink-on-load keeps it cheap) and marked, then the thumbnail is scaled from the marked preview (the
 * mark scales with it to the size a thumbnail of its own would get). EXIF orientation is applied; no
 * metadata is written.
 */
export async function makeDerivatives(original: Buffer, text: string): Promise<{ preview: Buffer; thumbnail: Buffer }> {
  const resized = await sharp(original).rotate().resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const markedPreview = await (await marked(resized, text)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [preview, thumbnail] = await Promise.all([
    sharp(markedPreview.data, rawInput(markedPreview)).jpeg(PREVIEW_JPEG).toBuffer(),
    sharp(markedPreview.data, rawInput(markedPreview)).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer(),
  ]);
  return { preview, thumbnail };
}
