import sharp, { type OutputInfo } from 'sharp';

export const THUMBNAIL_WIDTH = 320;
export const PREVIEW_WIDTH = 1000;

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

async function watermark(resized: { data: Buffer; info: OutputInfo }, text: string): Promise<Buffer> {
  const { width, height, channels } = resized.info;
  const mark = await overlay(width, height, text.replace(/[<>&"']/g, ''));
  return sharp(resized.data, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } })
    .composite([{ input: mark, raw: { width, height, channels: 4 }, top: 0, left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** What customers see before they have paid: downsized and watermarked (thumbnails too). */
export async function makeWatermarkedPreview(original: Buffer, text: string, targetWidth = PREVIEW_WIDTH): Promise<Buffer> {
  const resized = await sharp(original).rotate().resize({ width: targetWidth, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return watermark(resized, text);
}

/**
 * Both derivatives of an upload from one decode: the preview size is made first (JPEG shrink-on-load
 * keeps it cheap), the thumbnail from that. EXIF orientation is applied; no metadata is written.
 */
export async function makeDerivatives(original: Buffer, text: string): Promise<{ preview: Buffer; thumbnail: Buffer }> {
  const preview = await sharp(original).rotate().resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = preview.info;
  const thumbnail = await sharp(preview.data, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } }).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const [previewJpeg, thumbnailJpeg] = await Promise.all([watermark(preview, text), watermark(thumbnail, text)]);
  return { preview: previewJpeg, thumbnail: thumbnailJpeg };
}
