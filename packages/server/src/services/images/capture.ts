import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import exifReader from 'exif-reader';
import sharp, { type OutputInfo } from 'sharp';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';

/** When and with which camera a photo was shot, from its EXIF (docs/photos.md "Keyframe matching"). */
export interface CaptureFacts {
  /** DateTimeOriginal with SubSecTimeOriginal, on the camera's clock (read as UTC); null when absent. */
  capturedAt: Date | null;
  /** BodySerialNumber (or the older CameraSerialNumber); null when the camera wrote none. */
  cameraSerial: string | null;
}

const NONE: CaptureFacts = { capturedAt: null, cameraSerial: null };
const SERIAL = /^[\x20-\x7e]{1,64}$/;

/** The capture facts in an EXIF block as sharp gives it (`metadata().exif`); an unreadable block gives none. */
export function captureFacts(exif: Buffer | undefined): CaptureFacts {
  if (!exif) return NONE;
  let tags: ReturnType<typeof exifReader>;
  try {
    tags = exifReader(exif);
  } catch {
    return NONE;
  }
  const taken = tags.Photo?.DateTimeOriginal;
  const subSeconds = /^\d{1,9}/.exec(String(tags.Photo?.SubSecTimeOriginal ?? '').trim())?.[0];
  const capturedAt =
    taken instanceof Date && !Number.isNaN(taken.getTime())
      ? new Date(taken.getTime() + (subSeconds ? Math.floor(Number(`0.${subSeconds}`) * 1000) : 0))
      : null;
  const serial = String(tags.Photo?.BodySerialNumber ?? tags.Image?.CameraSerialNumber ?? '').trim();
  return { capturedAt, cameraSerial: SERIAL.test(serial) ? serial : null };
}

let prepared = false;

/** The decoder's wasm from its own package (read once; no network, whatever the platform). */
function readyDecoder(): void {
  if (prepared) return;
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
  prepared = true;
}

/**
 * What the QR search found: a code's text, a code seen whose text could not be read (its finder patterns
 * and format found, its data damaged: a thumb over the card, glare), or nothing.
 */
export type FoundCode = { text: string } | 'unreadable' | null;

type Pixels = Pick<OutputInfo, 'width' | 'height' | 'channels'>;

/**
 * The first look, on every photo: QR only, one symbol, none of zxing's retries (harder scanning, rotated,
 * inverted and downscaled copies). On the test cards (tilted up to 30°, small, dimmed, on a phone screen)
 * it finds what the default options find, at a third of their time on a photo without a card (the most
 * photos of a day; docs/performance.md "Photo processing").
 */
const FIRST_LOOK: ReaderOptions = { formats: ['QRCode'], maxNumberOfSymbols: 1, returnErrors: true, tryHarder: false, tryRotate: false, tryInvert: false, tryDownscale: false };
/** The closer look, only where a code was seen but not read: every effort zxing offers. */
const CLOSER_LOOK: ReaderOptions = { formats: ['QRCode'], maxNumberOfSymbols: 1, returnErrors: true, tryHarder: true, tryRotate: true, tryInvert: true, tryDownscale: true };

/**
 * Grey pixels as a binary PGM: zxing-wasm reads an encoded image straight into its own grey buffer, where
 * its pixel input would take RGBA (four times the bytes, converted to grey again in JavaScript).
 */
function pgm(grey: Uint8Array, width: number, height: number): Uint8Array {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  const file = new Uint8Array(header.length + grey.length);
  file.set(header);
  file.set(grey, header.length);
  return file;
}

/** Luminance as zxing computes it (its RGBToLum weights), from sharp's raw pixels. */
function luminance(pixels: Buffer, { width, height, channels }: Pixels): Uint8Array {
  if (channels === 1) return pixels;
  const grey = new Uint8Array(width * height);
  if (channels < 3) {
    for (let p = 0; p < grey.length; p += 1) grey[p] = pixels[p * channels]!;
    return grey;
  }
  for (let p = 0, i = 0; p < grey.length; p += 1, i += channels) grey[p] = (306 * pixels[i]! + 601 * pixels[i + 1]! + 117 * pixels[i + 2]! + 512) >> 10;
  return grey;
}

async function look(grey: Uint8Array, width: number, height: number, options: ReaderOptions) {
  readyDecoder();
  const [found] = await readBarcodes(pgm(grey, width, height), options);
  return found;
}

/** A photo's size as shown, its EXIF orientation applied (as the worker's copies are). */
async function uprightSize(original: Buffer): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0, orientation = 1 } = await sharp(original).metadata();
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * The code's surroundings in the full-size photo, grey and softened (a sensor's grain at full size breaks
 * the binarizer's local threshold; the blur keeps modules of several pixels intact): the box around the
 * corners zxing located on a reduced copy `reducedWidth` wide, widened by half the code's size on each side.
 */
async function around(original: Buffer, corners: Array<{ x: number; y: number }>, reducedWidth: number) {
  const { width, height } = await uprightSize(original);
  const scale = width / reducedWidth;
  const xs = corners.map((c) => c.x * scale);
  const ys = corners.map((c) => c.y * scale);
  const margin = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 2;
  const left = Math.max(0, Math.floor(Math.min(...xs) - margin));
  const top = Math.max(0, Math.floor(Math.min(...ys) - margin));
  const right = Math.min(width, Math.ceil(Math.max(...xs) + margin));
  const bottom = Math.min(height, Math.ceil(Math.max(...ys) + margin));
  if (right - left < 8 || bottom - top < 8) return null;
  return sharp(original).rotate().extract({ left, top, width: right - left, height: bottom - top }).blur(1.5).greyscale().raw().toBuffer({ resolveWithObject: true });
}

/**
 * The QR code in a reduced copy of a photo (raw pixels from sharp: the preview-sized copy the worker decodes
 * anyway, where a camera card held in the frame keeps modules of several pixels). zxing-cpp (zxing-wasm)
 * reads codes that are small, tilted or dimly lit in milliseconds, where jsQR took 250–580 ms
 * (docs/performance.md "Photo processing"). The first look is a quick one on grey pixels; when it locates a
 * code it cannot decode and the `original` is given, the code's surroundings are decoded at full size and
 * searched with every effort (a small or steeply tilted card has too few pixels a module in the reduced
 * copy). A code located but still not decoded is reported (`returnErrors`), so keyframe matching can tell
 * "card not read" from "no card".
 */
export async function findQrCode(pixels: Buffer, info: Pixels, original?: Buffer): Promise<FoundCode> {
  const found = await look(luminance(pixels, info), info.width, info.height, FIRST_LOOK);
  if (!found) return null;
  if (found.isValid) return { text: found.text };
  if (original) {
    const { topLeft, topRight, bottomLeft, bottomRight } = found.position;
    const closer = await around(original, [topLeft, topRight, bottomLeft, bottomRight], info.width);
    const again = closer ? await look(closer.data, closer.info.width, closer.info.height, CLOSER_LOOK) : undefined;
    if (again?.isValid) return { text: again.text };
  }
  return 'unreadable';
}
