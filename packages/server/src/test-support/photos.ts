import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import QRCode from 'qrcode';

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

export interface ShotOptions {
  /** EXIF DateTimeOriginal, `YYYY:MM:DD HH:MM:SS`, and its sub-seconds. */
  taken?: string;
  subSeconds?: string;
  cameraSerial?: string;
  /** Text of a QR code printed on a card held in the frame (a camera card's `SD1:…`). */
  qr?: string;
  /** The card's tilt in degrees. */
  angle?: number;
  /** A thumb over the middle of the code: its corners still show a QR code, its data cannot be read. */
  smudged?: boolean;
  hue?: number;
}

/**
 * A camera-like JPEG (3000×2000 by default): a textured backdrop, with a printed card carrying a QR code
 * held in the frame at a realistic size (about a tenth of the frame's width) and tilt, and the capture
 * EXIF a camera writes.
 */
export async function cameraShot(options: ShotOptions = {}, width = 3000, height = 2000): Promise<Buffer> {
  const backdrop = Buffer.alloc(width * height * 3);
  const hue = options.hue ?? 0;
  for (let i = 0; i < backdrop.length; i += 1) backdrop[i] = 60 + (((i + hue) * 2654435761) >>> 24) % 70;
  let image = sharp(backdrop, { raw: { width, height, channels: 3 } });
  if (options.qr) {
    const side = Math.round(width / 10);
    const printed = await QRCode.toBuffer(options.qr, { margin: 2, width: side });
    const thumb = Math.round(side * 0.27);
    const code = options.smudged
      ? await sharp(printed)
          .composite([{ input: await sharp({ create: { width: thumb, height: thumb, channels: 3, background: '#8a7a70' } }).png().toBuffer(), top: Math.round((side - thumb) / 2), left: Math.round((side - thumb) / 2) }])
          .png()
          .toBuffer()
      : printed;
    const card = await sharp({ create: { width: Math.round(side * 1.5), height: Math.round(side * 2), channels: 3, background: '#f2f1ec' } })
      .composite([{ input: code, top: Math.round(side * 0.8), left: Math.round(side * 0.25) }])
      .png()
      .toBuffer();
    const held = await sharp(card).rotate(options.angle ?? 12, { background: '#4d5f78' }).png().toBuffer();
    image = image.composite([{ input: held, top: Math.round(height * 0.45), left: Math.round(width * 0.55) }]);
  }
  const exif: Record<string, string> = {};
  if (options.taken) exif.DateTimeOriginal = options.taken;
  if (options.subSeconds) exif.SubSecTimeOriginal = options.subSeconds;
  if (options.cameraSerial) exif.BodySerialNumber = options.cameraSerial;
  const jpeg = image.jpeg({ quality: 85 });
  return (Object.keys(exif).length > 0 ? jpeg.withExif({ IFD2: exif }) : jpeg).toBuffer();
}
