import { createHash } from 'node:crypto';
import { DEFAULT_WATERMARK, textMarkAspect, watermarkBox, watermarkSpots, type Size, type WatermarkSettings } from '@shutterday/domain/staff';
import sharp from 'sharp';

/**
 * One mark as drawn over a studio's proofs: its look, the words with the studio's name in them, and the
 * picture's bytes for a picture mark. `fingerprint` names exactly what is drawn, so a stored proof made
 * with another fingerprint carries an older mark.
 */
export interface AppliedMark {
  fingerprint: string;
  settings: WatermarkSettings;
  words: string;
  picture: Buffer | null;
}

export function markFingerprint(settings: WatermarkSettings, words: string, pictureKey: string | null): string {
  const drawn = settings.kind === 'picture' ? [settings.kind, settings.opacity, settings.position, settings.scale, pictureKey] : [settings.kind, settings.opacity, settings.position, settings.scale, words];
  return createHash('sha256').update(JSON.stringify(drawn)).digest('base64url').slice(0, 22);
}

/** The default look with these words (what every proof carried before marks could be chosen). */
export function textMark(words: string): AppliedMark {
  return { fingerprint: markFingerprint(DEFAULT_WATERMARK, words, null), settings: DEFAULT_WATERMARK, words, picture: null };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The words as one mark of the box's size: white with a faint dark outline, readable on light and dark photos. */
function textMarkRaw(words: string, box: Size, opacity: number): Promise<Buffer> {
  const { width, height } = box;
  const fill = opacity / 100;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="${width / 2}" y="${height * 0.76}" font-size="${height * 0.7}" font-family="sans-serif" font-weight="700" text-anchor="middle" textLength="${width * 0.96}" lengthAdjust="spacingAndGlyphs" fill="white" fill-opacity="${fill}" stroke="black" stroke-opacity="${fill / 2}" stroke-width="${Math.max(0.5, height / 40)}">${escapeXml(words)}</text></svg>`;
  return sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
}

/** The picture at the box's size with its own transparency times the chosen opacity. */
async function pictureMarkRaw(picture: Buffer, box: Size, opacity: number): Promise<Buffer> {
  const data = await sharp(picture).resize(box.width, box.height, { fit: 'fill' }).toColourspace('srgb').ensureAlpha().raw().toBuffer();
  if (opacity < 100) for (let i = 3; i < data.length; i += 4) data[i] = Math.round((data[i]! * opacity) / 100);
  return data;
}

async function pictureAspect(picture: Buffer): Promise<number> {
  const meta = await sharp(picture).metadata();
  return meta.width && meta.height ? meta.width / meta.height : 1;
}

async function drawOverlay(width: number, height: number, mark: AppliedMark): Promise<Buffer> {
  const photo = { width, height };
  const { settings } = mark;
  const picture = settings.kind === 'picture' ? mark.picture : null;
  const box = watermarkBox(photo, picture ? await pictureAspect(picture) : textMarkAspect(mark.words), settings.scale);
  const one = picture ? await pictureMarkRaw(picture, box, settings.opacity) : await textMarkRaw(mark.words, box, settings.opacity);
  const spots = watermarkSpots(photo, box, settings.position);
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(spots.map((spot) => ({ input: one, raw: { width: box.width, height: box.height, channels: 4 as const }, ...spot })))
    .raw()
    .toBuffer();
}

/**
 * The mark drawn once per size and mark, as raw RGBA: drawing it cost more than the rest of a photo's
 * work, and a day's photos come from a few cameras, so nearly every photo reuses one. The few most recent
 * are kept (a 1000 × 667 overlay is 2.7 MB).
 */
const OVERLAYS = new Map<string, Promise<Buffer>>();
const OVERLAYS_KEPT = 8;

/**
 * The proofs' mark for an image of this size, as raw RGBA to composite over it: the one drawing of a mark
 * that the photo derivatives and the print previews share. A plain string is the default look with those words.
 */
export function watermarkOverlay(width: number, height: number, mark: AppliedMark | string): Promise<Buffer> {
  const applied = typeof mark === 'string' ? textMark(mark) : mark;
  const key = `${width}x${height}:${applied.fingerprint}`;
  const kept = OVERLAYS.get(key);
  OVERLAYS.delete(key);
  const made = kept ?? drawOverlay(width, height, applied);
  OVERLAYS.set(key, made);
  made.catch(() => OVERLAYS.delete(key));
  if (OVERLAYS.size > OVERLAYS_KEPT) OVERLAYS.delete(OVERLAYS.keys().next().value!);
  return made;
}
