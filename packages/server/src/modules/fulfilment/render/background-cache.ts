import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Green-screen backgrounds scaled to a photo area, kept by the background's content and the area's size:
 * a batch of prints uses a few backgrounds at a few product sizes, and scaling one to 2400 × 3000 costs
 * about as much as the photo itself. At most BUDGET bytes of pixels are kept, the least recently used
 * going first. Keyed by content, not by id, so a changed background file is never drawn from a stale copy.
 */
const BUDGET = 96 * 1024 * 1024;
const kept = new Map<string, Promise<Buffer>>();
const sizes = new Map<string, number>();
let used = 0;

function forget(key: string): void {
  used -= sizes.get(key) ?? 0;
  sizes.delete(key);
  kept.delete(key);
}

/** The background covering `width × height` (centred, cropped to fit), as RGB bytes. */
export function scaledBackground(backdrop: Buffer, width: number, height: number): Promise<Buffer> {
  const key = `${createHash('sha1').update(backdrop).digest('base64')}:${width}x${height}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const bytes = width * height * 3;
  const scaled = sharp(backdrop, { failOn: 'none' }).autoOrient().resize(width, height, { fit: 'cover' }).flatten({ background: '#ffffff' }).toColourspace('srgb').raw().toBuffer();
  if (bytes > BUDGET) return scaled;
  kept.set(key, scaled);
  sizes.set(key, bytes);
  used += bytes;
  scaled.catch(() => forget(key));
  for (const oldest of kept.keys()) {
    if (used <= BUDGET) break;
    forget(oldest);
  }
  return scaled;
}
