import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A small photo-like JPEG; `orientation` writes an EXIF orientation tag (6 = the camera was turned right). */
export async function testJpeg(width = 400, height = 300, options: { orientation?: number; hue?: number } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40 + (options.hue ?? 0) % 200, g: 120, b: 200 } } }).jpeg({ quality: 80 });
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
}

/** A 1×1 PNG whose header claims `width`×`height`: what a decompression bomb looks like before decoding. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
