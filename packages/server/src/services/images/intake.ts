import { randomUUID } from 'node:crypto';
import { IMAGE_UPLOAD_LIMITS } from '@shutterday/domain/staff';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { badRequest, HttpError } from '../../http/http-error';
import type { SpooledFile } from '../../http/spool';
import { captureFacts, type CaptureFacts } from './capture';

export const MAX_UPLOAD_BYTES = IMAGE_UPLOAD_LIMITS.maxBytes;
/** 100 megapixels: beyond any camera a studio uses, far below what a decompression bomb asks for. */
export const MAX_UPLOAD_PIXELS = IMAGE_UPLOAD_LIMITS.maxPixels;

export const UPLOAD_TOO_LARGE_MESSAGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
export const UPLOAD_WRONG_TYPE_MESSAGE = 'Only JPEG and PNG photos can be uploaded';
export const UPLOAD_TOO_MANY_PIXELS_MESSAGE = `The photo is larger than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`;
export const UPLOAD_BAD_NAME_MESSAGE = 'The file name must be a plain name of at most 255 characters, without a folder path';
export const UPLOAD_UNREADABLE_MESSAGE = 'The photo could not be read (the file is damaged or incomplete)';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (data: Buffer, magic: number[]) => data.length >= magic.length && magic.every((byte, i) => data[i] === byte);

/** A file name as the photographer's camera wrote it: no folders, no control characters. */
export function checkFileName(name: string): string {
  const trimmed = name.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!trimmed || trimmed.length > 255 || /[/\\\u0000-\u001f\u007f]/.test(trimmed) || trimmed === '.' || trimmed === '..') throw badRequest(UPLOAD_BAD_NAME_MESSAGE);
  return trimmed;
}

export interface AcceptedPhoto {
  /** The re-encoded JPEG: upright, without metadata. */
  data: Buffer;
  width: number;
  height: number;
  /** sha-256 of the bytes as uploaded: the idempotency key of the upload. */
  contentHash: string;
  /** When and with which camera it was shot, read from the EXIF the stored copy no longer carries. */
  capture: CaptureFacts;
}

/**
 * Checks an upload before anything is stored: magic bytes (JPEG or PNG, whatever the name or the
 * declared type says), the pixel count from the header (a bomb is refused before it is decoded), then a
 * full decode and re-encode by `encode` — so what is stored is an image sharp made, never the bytes that came in.
 */
async function checkAndReencode(upload: SpooledFile, encode: (image: Sharp) => Sharp): Promise<{ data: Buffer; width: number; height: number; exif?: Buffer }> {
  if (upload.size > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
  if (!startsWith(upload.head, JPEG) && !startsWith(upload.head, PNG)) throw new HttpError(415, UPLOAD_WRONG_TYPE_MESSAGE);
  let meta: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the count is checked right below, with a clear message.
    meta = await sharp(upload.path, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(UPLOAD_UNREADABLE_MESSAGE);
  }
  if (!meta.width || !meta.height) throw badRequest(UPLOAD_UNREADABLE_MESSAGE);
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw new HttpError(413, UPLOAD_TOO_MANY_PIXELS_MESSAGE);
  try {
    const { data, info } = await encode(sharp(upload.path, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).rotate()).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, exif: meta.exif };
  } catch {
    throw badRequest(UPLOAD_UNREADABLE_MESSAGE);
  }
}

/** A photo as stored: the re-encoded JPEG, upright, without metadata. */
export async function acceptPhoto(upload: SpooledFile): Promise<AcceptedPhoto> {
  const { exif, ...photo } = await checkAndReencode(upload, (image) => image.jpeg({ quality: 92, mozjpeg: false }));
  return { ...photo, contentHash: upload.sha256, capture: captureFacts(exif) };
}

/** The longest side of a stored studio logo: sharp on a 2x screen at header size, small enough for every page. */
export const LOGO_MAX_SIDE = 512;

/** A studio logo as stored: checked like a photo, re-encoded as PNG (transparency kept), at most LOGO_MAX_SIDE pixels a side. */
export async function acceptLogo(upload: SpooledFile): Promise<{ data: Buffer; width: number; height: number }> {
  return checkAndReencode(upload, (image) => image.resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).png());
}

/** Server-made storage names: nothing of the uploaded name reaches a path. */
export const originalKey = (jobId: number) => `originals/${jobId}/${randomUUID()}.jpg`;
export const derivedKey = (imageId: number, variant: 'thumbnail' | 'preview') => `derived/${imageId}-${variant}.jpg`;
