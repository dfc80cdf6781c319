import { runPhotoDay, type PhotoDayResult } from '@shutterday/server/photo-day';

export interface PhotoBench {
  /** Photos per second and CPU a photo through the photo queue's own work. */
  queue: PhotoDayResult;
  /** A picture day's photos from the end of the upload to every photo on its child; null when skipped. */
  day: PhotoDayResult | null;
}

/**
 * The photo queue as a picture day meets it (docs/performance.md "Photo processing"): camera-like 6 MP
 * JPEGs (a textured scene with a sensor's grain, a camera card with a QR code before every three
 * portraits, some small and tilted), uploaded through the upload route while the workers are held, then
 * the workers let go: decode, card search, thumbnail and watermarked preview, storage, the row, and the
 * job's keyframe run. `BENCH_PHOTOS` photos (240) for the rate, then a day of `BENCH_DAY_PHOTOS` (2,000;
 * 0 skips it) for the time to matched.
 */
export async function benchPhotos(): Promise<PhotoBench> {
  const queue = await runPhotoDay({ photos: Number(process.env.BENCH_PHOTOS ?? 240), distinct: 24 });
  const dayPhotos = Number(process.env.BENCH_DAY_PHOTOS ?? 2000);
  const day = dayPhotos > 0 ? await runPhotoDay({ photos: dayPhotos, distinct: 24 }) : null;
  return { queue, day };
}
