import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describePrint, type PrintRequest } from '@shutterday/domain/staff';
import { drawPrint, renderPortrait } from '@shutterday/server';
import sharp from 'sharp';

export interface PrintBench {
  input: string;
  prints: number;
  seconds: number;
  printsPerSecond: number;
  /** CPU seconds (all threads) one print costs: what bounds throughput on an idle machine. */
  cpuMsPerPrint: number;
  atOnce: number;
  /** The longest the event loop was held up while the prints were drawn (a server's requests wait that long). */
  longestStallMs: number;
}

const request = (width: number, height: number, backgroundId: number | null): PrintRequest => ({
  productCode: '8x10',
  slots: [{ name: 'image1', photo: { id: 1, width, height }, crop: { cropX: 90, cropY: 90, xMid: 50, yMid: 48 }, rotation: 0 }],
  texts: [{ name: 'Name', value: 'Ava Lopez' }],
  backgroundId,
});

async function run(input: string, photo: Buffer, count: number, atOnce: number, background: Buffer | null = null): Promise<PrintBench> {
  const { width, height } = await sharp(photo).metadata();
  const description = describePrint(request(width!, height!, background ? 1 : null));
  const sources = { photo: async () => photo, background: async () => background };
  await drawPrint(description, sources);
  let next = 0;
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next++ < count) await drawPrint(description, sources);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  stalls.disable();
  return {
    input,
    prints: count,
    seconds: Math.round(seconds * 100) / 100,
    printsPerSecond: Math.round((count / seconds) * 10) / 10,
    cpuMsPerPrint: Math.round((used.user + used.system) / 1000 / count),
    atOnce,
    longestStallMs: Math.round(stalls.max / 1e6),
  };
}

/**
 * 8x10 print files per second at 300 DPI (2400 × 3000 JPEG with a crop and the child's name), drawn by the
 * renderer itself, several at once (libvips works each on one thread here; the pool runs them side by side).
 * Three inputs: the demo's own portraits (1200 × 1500, enlarged twofold), camera-like 6-megapixel JPEGs
 * with noise (2000 × 3000; noise decodes and encodes like a real photo, a flat colour would flatter it),
 * and the demo's green-screen pose keyed over a background (half as many: the key is the slow part).
 */
export async function benchPrints(count = 60): Promise<PrintBench[]> {
  const camera = await sharp({ create: { width: 2000, height: 3000, channels: 3, background: { r: 90, g: 120, b: 200 }, noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();
  const demo = await renderPortrait('Ava Lopez', 0);
  const greenScreen = await renderPortrait('Ava Lopez', 2, 1200, 1500, { greenScreen: true });
  const sky = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
  const atOnce = cpus().length + 1;
  return [
    await run('demo portrait 1200 × 1500', demo, count, atOnce),
    await run('camera-like 2000 × 3000 with noise', camera, count, atOnce),
    await run('demo green-screen pose over a background', greenScreen, Math.ceil(count / 2), atOnce, sky),
  ];
}
