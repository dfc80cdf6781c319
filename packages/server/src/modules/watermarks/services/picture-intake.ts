import { WATERMARK_MESSAGES } from '@shutterday/domain/staff';
import sharp from 'sharp';
import { badRequest, HttpError } from '../../../http/http-error';
import type { SpooledFile } from '../../../http/spool';
import { UPLOAD_UNREADABLE_MESSAGE } from '../../../services/images/intake';

/** A mark is a logo-sized picture: a few megabytes and a few thousand pixels a side are plenty. */
export const MARK_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const MARK_PICTURE_MAX_PIXELS = 4000 * 4000;
/** Kept at most this wide: a mark is drawn at most as wide as a 1000-pixel proof. */
const MARK_PICTURE_KEPT_WIDTH = 2000;

export const MARK_TOO_LARGE_MESSAGE = `file: The picture is larger than ${MARK_PICTURE_MAX_BYTES / 1024 / 1024} MB`;
export const MARK_TOO_MANY_PIXELS_MESSAGE = 'file: The picture is larger than 4000 × 4000 pixels';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (data: Buffer, magic: number[]) => data.length >= magic.length && magic.every((byte, i) => data[i] === byte);

/**
 * Checks an uploaded mark like a photo — magic bytes whatever the name says, the pixel count from the
 * header before any decode, then a full decode — and keeps only a PNG that sharp made (a PNG's
 * transparency kept; a JPEG is a solid mark, made see-through by the opacity).
 */
export async function acceptMarkPicture(upload: SpooledFile): Promise<Buffer> {
  if (upload.size > MARK_PICTURE_MAX_BYTES) throw new HttpError(413, MARK_TOO_LARGE_MESSAGE);
  if (!startsWith(upload.head, PNG) && !startsWith(upload.head, JPEG)) throw new HttpError(415, WATERMARK_MESSAGES.notPicture);
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(upload.path, { limitInputPixels: false }).metadata());
  } catch {
    throw badRequest(`file: ${UPLOAD_UNREADABLE_MESSAGE}`);
  }
  if (!width || !height) throw badRequest(`file: ${UPLOAD_UNREADABLE_MESSAGE}`);
  if (width * height > MARK_PICTURE_MAX_PIXELS) throw new HttpError(413, MARK_TOO_MANY_PIXELS_MESSAGE);
  try {
    return await sharp(upload.path, { limitInputPixels: MARK_PICTURE_MAX_PIXELS, failOn: 'error' })
      .resize({ width: MARK_PICTURE_KEPT_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .ensureAlpha()
      .png()
      .toBuffer();
  } catch {
    throw badRequest(`file: ${UPLOAD_UNREADABLE_MESSAGE}`);
  }
}
