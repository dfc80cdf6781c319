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
  /** The thumb's side as a share of the code's (0.27 by default; a larger one leaves too little for error correction). */
  thumb?: number;
  /** The printed code's side as a share of the frame's width (a tenth by default; a card held far off is smaller). */
  codeSize?: number;
  /** The whole frame's brightness as a share of a good exposure (an underexposed shot: 0.45). */
  exposure?: number;
  /** The code shown on a phone's screen held in the frame rather than printed on a card. */
  onScreen?: boolean;
  /**
   * What the card is held against: pixel grain (the default, cheap to make) or a camera-like scene
   * (`cameraScene`), encoded as a camera's fine JPEG (quality 92) — what the photo bench decodes.
   */
  scene?: 'grain' | 'camera';
  hue?: number;
}

/**
 * Raw RGB pixels of a camera-like scene: smooth light and colour over the frame, a textured middle ground
 * (fabric, hair, foliage) and a sensor's grain. A 3000 × 2000 one encodes to a JPEG of about the size and
 * decode cost of a real 6 MP shot, where a flat colour would flatter any measure and pure noise overstate it.
 */
export async function cameraScene(width: number, height: number, seed = 0): Promise<Buffer> {
  let state = (seed * 2654435761 + 12345) >>> 0;
  const light = Buffer.alloc(12 * 8 * 3);
  for (let i = 0; i < light.length; i += 1) light[i] = ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) >>> 24);
  const noise = (w: number, h: number, sigma: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma } } });
  const [smooth, texture, grain] = await Promise.all([
    sharp(light, { raw: { width: 12, height: 8, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer(),
    noise(Math.ceil(width / 3), Math.ceil(height / 3), 60).resize(width, height, { kernel: 'cubic' }).raw().toBuffer(),
    noise(width, height, 9).raw().toBuffer(),
  ]);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = 30 + smooth[i]! * 0.7 + (texture[i]! - 128) * 0.35 + (grain[i]! - 128);
  return pixels;
}

/**
 * A camera-like JPEG (3000×2000 by default): a textured backdrop, with a printed card carrying a QR code
 * held in the frame at a realistic size (about a tenth of the frame's width) and tilt, and the capture
 * EXIF a camera writes.
 */
export async function cameraShot(options: ShotOptions = {}, width = 3000, height = 2000): Promise<Buffer> {
  const hue = options.hue ?? 0;
  let backdrop: Buffer;
  if (options.scene === 'camera') backdrop = await cameraScene(width, height, hue);
  else {
    backdrop = Buffer.alloc(width * height * 3);
    for (let i = 0; i < backdrop.length; i += 1) backdrop[i] = 60 + (((i + hue) * 2654435761) >>> 24) % 70;
  }
  let image = sharp(backdrop, { raw: { width, height, channels: 3 } });
  if (options.qr) {
    const side = Math.round(width * (options.codeSize ?? 0.1));
    const printed = options.onScreen
      ? // A screen's code: grey-black modules on a bluish white, softened by the display's pixels and the focus.
        await sharp(await QRCode.toBuffer(options.qr, { margin: 2, width: side, color: { dark: '#2a2d36', light: '#dfe8ff' } })).blur(1.2).png().toBuffer()
      : await QRCode.toBuffer(options.qr, { margin: 2, width: side });
    const thumb = Math.round(side * (options.thumb ?? 0.27));
    const code = options.smudged
      ? await sharp(printed)
          .composite([{ input: await sharp({ create: { width: thumb, height: thumb, channels: 3, background: '#8a7a70' } }).png().toBuffer(), top: Math.round((side - thumb) / 2), left: Math.round((side - thumb) / 2) }])
          .png()
          .toBuffer()
      : printed;
    const card = await sharp({ create: { width: Math.round(side * 1.5), height: Math.round(side * 2), channels: 3, background: options.onScreen ? '#141416' : '#f2f1ec' } })
      .composite([{ input: code, top: Math.round(side * 0.8), left: Math.round(side * 0.25) }])
      .png()
      .toBuffer();
    const held = await sharp(card).rotate(options.angle ?? 12, { background: '#4d5f78' }).png().toBuffer();
    // The card's PNG has an alpha channel, and so would the composite: dropped, so the raw pixels stay RGB.
    const composed = await image.composite([{ input: held, top: Math.round(height * 0.45), left: Math.round(width * 0.55) }]).removeAlpha().raw().toBuffer();
    image = sharp(composed, { raw: { width, height, channels: 3 } });
  }
  if (options.exposure !== undefined) image = sharp(await image.linear(options.exposure, 0).raw().toBuffer(), { raw: { width, height, channels: 3 } });
  const exif: Record<string, string> = {};
  if (options.taken) exif.DateTimeOriginal = options.taken;
  if (options.subSeconds) exif.SubSecTimeOriginal = options.subSeconds;
  if (options.cameraSerial) exif.BodySerialNumber = options.cameraSerial;
  const jpeg = image.jpeg({ quality: options.scene === 'camera' ? 92 : 85 });
  return (Object.keys(exif).length > 0 ? jpeg.withExif({ IFD2: exif }) : jpeg).toBuffer();
}
