import { JOBS_AT_ONCE, makeDerivatives } from '@shutterday/server';
import sharp from 'sharp';

/**
 * Photos per second through the worker's own derivative step (one decode, thumbnail + watermarked
 * preview, the camera-card code search on the preview-sized copy), as many at once as the worker runs (the in-process queue and one pg-boss instance alike).
 * The inputs are camera-like 6-megapixel JPEGs with noise (noise compresses and decodes like a real
 * photo, a flat colour would flatter the figure).
 */
export async function benchPhotos(count = 120, width = 3000, height = 2000): Promise<{ photos: number; seconds: number; photosPerSecond: number; concurrency: number; megapixels: number }> {
  const sources = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: { r: 30 * i, g: 120, b: 200 }, noise: { type: 'gaussian', mean: 110 + i * 5, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer(),
    ),
  );
  const concurrency = JOBS_AT_ONCE;
  await makeDerivatives(sources[0]!, 'Warm-up · PROOF', { readCode: true });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const source = sources[next++ % sources.length]!;
        await makeDerivatives(source, 'Demo Photo Co · PROOF', { readCode: true });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { photos: count, seconds: Math.round(seconds * 100) / 100, photosPerSecond: Math.round((count / seconds) * 10) / 10, concurrency, megapixels: (width * height) / 1e6 };
}
