import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import exifReader from 'exif-reader';
import type { OutputInfo } from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

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

/**
 * The QR code in a reduced copy of a photo (raw pixels from sharp). The search
 * runs on the preview-sized copy the worker decodes anyway: a camera card held in the frame keeps modules
 * of several pixels there. zxing-cpp (zxing-wasm) reads codes that are small, tilted or dimly lit in
 * 3–30 ms there, where jsQR took 250–580 ms (docs/performance.md "Photo processing"). A code it locates
 * but cannot decode is reported too (`returnErrors`), so keyframe matching can tell "card not read"
 * from "no card".
 */
export async function findQrCode(pixels: Buffer, info: Pick<OutputInfo, 'width' | 'height' | 'channels'>): Promise<FoundCode> {
  readyDecoder();
  const { width, height, channels } = info;
  let rgba: Uint8ClampedArray<ArrayBuffer>;
  if (channels === 4) rgba = new Uint8ClampedArray(pixels.buffer as ArrayBuffer, pixels.byteOffset, pixels.length);
  else {
    rgba = new Uint8ClampedArray(width * height * 4).fill(255);
    for (let p = 0, i = 0; p < width * height; p += 1, i += channels) {
      rgba[p * 4] = pixels[i]!;
      rgba[p * 4 + 1] = pixels[channels >= 3 ? i + 1 : i]!;
      rgba[p * 4 + 2] = pixels[channels >= 3 ? i + 2 : i]!;
    }
  }
  const [found] = await readBarcodes({ data: rgba, width, height, colorSpace: 'srgb' }, { formats: ['QRCode'], maxNumberOfSymbols: 1, returnErrors: true });
  if (!found) return null;
  return found.isValid ? { text: found.text } : 'unreadable';
}
