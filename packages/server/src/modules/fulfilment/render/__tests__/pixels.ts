import sharp, { type Sharp } from 'sharp';

/**
 * Images are compared by their mean absolute difference per channel value (0–255) after decoding both to
 * RGB at the same size. A print and an independent crop of the same photo differ by JPEG noise and the
 * resampling kernel only: PIXEL_THRESHOLD (2 of 255, under 1 %) holds them; a crop shifted by a tenth of
 * the photo, or text drawn in a box, is far above it.
 */
export const PIXEL_THRESHOLD = 2;

export interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

export async function rgb(image: Buffer | Sharp, region?: { left: number; top: number; width: number; height: number }): Promise<Raw> {
  let pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  if (region) pipeline = sharp(await pipeline.extract(region).toBuffer());
  const { data, info } = await pipeline.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean of |a − b| over every channel value, computed by libvips (a difference blend, then its statistics). */
export async function meanAbsoluteDifference(a: Raw, b: Raw): Promise<number> {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`Sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  const raw = (x: Raw) => ({ raw: { width: x.width, height: x.height, channels: 3 as const } });
  const difference = await sharp(await sharp(a.data, raw(a)).composite([{ input: b.data, ...raw(b), blend: 'difference' }]).removeAlpha().raw().toBuffer(), raw(a)).stats();
  return difference.channels.reduce((sum, channel) => sum + channel.mean, 0) / difference.channels.length;
}

export function meanValue(a: Raw): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += a.data[i]!;
  return sum / a.data.length;
}

/** The average colour of a region, per channel. */
export function meanColour(a: Raw): [number, number, number] {
  const sums = [0, 0, 0];
  for (let i = 0; i < a.data.length; i++) sums[i % 3]! += a.data[i]!;
  const n = a.data.length / 3;
  return [sums[0]! / n, sums[1]! / n, sums[2]! / n];
}
