import type { PrintDescription, PrintSlot } from '@shutterday/domain/staff';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { watermarkOverlay, type AppliedMark } from '../../../services/images/watermark';
import { scaledBackground } from './background-cache';
import { layOverBackground } from './green-screen';
import { tagSrgb } from './srgb-tag';
import { textLayers } from './text-layer';

/** Where the bytes of photos and backgrounds come from (storage in the app, files in tests and tools). */
export interface PrintSources {
  photo(id: number): Promise<Buffer | null>;
  background(id: number): Promise<Buffer | null>;
}

export class MissingPrintSourceError extends Error {
  override name = 'MissingPrintSourceError';
}

export type PrintFormat = 'jpeg' | 'webp';

export interface DrawOptions {
  format?: PrintFormat;
  /** Encoder quality; 92 for print files, lower for previews. */
  quality?: number;
  /** The proofs' mark drawn over the whole picture (previews only). */
  watermark?: AppliedMark | string | null;
}

async function required(kind: 'photo' | 'background', id: number, load: (id: number) => Promise<Buffer | null>): Promise<Buffer> {
  const bytes = await load(id);
  if (!bytes) throw new MissingPrintSourceError(`The ${kind} ${id} of this print is missing from storage`);
  return bytes;
}

/**
 * Whether the slot's photo is enlarged to its area (a small photo on a big print), and the resampling kernel:
 * enlarging is where the time goes — bilinear costs two thirds of bicubic there (117 against 184 ms CPU for
 * an 8x10 from a 6 MP photo) and at 300 DPI the two cannot be told apart on paper; reducing a big camera
 * original is decode-bound, so it keeps sharp's Lanczos.
 */
function scalingOf(slot: PrintSlot): { enlarging: boolean; kernel: 'linear' | 'lanczos3' } {
  const sideways = slot.rotate === 90 || slot.rotate === 270;
  const cutWidth = sideways ? slot.crop!.height : slot.crop!.width;
  const enlarging = slot.area.width > cutWidth;
  return { enlarging, kernel: enlarging ? 'linear' : 'lanczos3' };
}

/** Pixels sharp handed over, as an image again. */
const fromRaw = ({ data, info }: { data: Buffer; info: OutputInfo }) => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/**
 * The slot's part of the photo, turned. With a resize in the same pipeline sharp would turn before it cuts,
 * so a turned cut is made apart (it is no bigger than the photo) and scaled from there.
 */
async function turnedCut(original: Buffer, slot: PrintSlot): Promise<Sharp> {
  const cut = sharp(original, { failOn: 'none' }).autoOrient().extract(slot.crop!);
  if (slot.rotate === 0) return cut;
  return fromRaw(await cut.rotate(slot.rotate).raw().toBuffer({ resolveWithObject: true }));
}

/**
 * Reduced by this much or more, a JPEG is decoded at 1/2, 1/4 or 1/8 of its size (libvips' shrink-on-load;
 * sharp uses it from a shrink of 3, below that libjpeg's rounding would show).
 */
const SHRINK_ON_LOAD_FROM = 3;

/**
 * A big original reduced a lot (a camera's 24 megapixels on a wallet): sharp decodes a JPEG at a fraction of
 * its size only when the pipeline scales the whole photo, never once it has been cut. So the whole photo is
 * scaled to the print's scale and the slot's part cut from that, already at the area's size (the cut lands
 * within half a printed dot of where cutting first would put it). Null when the photo is not reduced that
 * much or is not a JPEG: cutting first is then the cheaper order.
 */
async function shrunkCut(original: Buffer, slot: PrintSlot): Promise<Sharp | null> {
  const crop = slot.crop!;
  const sideways = slot.rotate === 90 || slot.rotate === 270;
  const target = sideways ? { width: slot.area.height, height: slot.area.width } : { width: slot.area.width, height: slot.area.height };
  const scaleX = target.width / crop.width;
  const scaleY = target.height / crop.height;
  if (Math.max(scaleX, scaleY) * SHRINK_ON_LOAD_FROM > 1) return null;
  const { format, autoOrient: oriented } = await sharp(original).metadata();
  if (format !== 'jpeg') return null;
  const whole = { width: Math.max(target.width, Math.round(oriented.width * scaleX)), height: Math.max(target.height, Math.round(oriented.height * scaleY)) };
  const left = Math.min(Math.round(crop.left * scaleX), whole.width - target.width);
  const top = Math.min(Math.round(crop.top * scaleY), whole.height - target.height);
  const cut = sharp(original, { failOn: 'none' }).autoOrient().resize(whole.width, whole.height, { fit: 'fill', kernel: 'lanczos3' }).extract({ left, top, ...target });
  if (slot.rotate === 0) return cut;
  return fromRaw(await cut.raw().toBuffer({ resolveWithObject: true })).rotate(slot.rotate);
}

/**
 * A slot's photo, cut, turned and scaled to its area, over its background when it has one (RGB). The key is
 * made where the pixels are fewest: on the cut before it is enlarged (a fifth of an 8x10's pixels for the
 * demo's portraits), on the area after a big original is reduced; the photo over its background is then
 * scaled like any photo.
 */
async function photoPipeline(slot: PrintSlot, sources: PrintSources): Promise<Sharp> {
  const { area } = slot;
  const original = await required('photo', slot.photoId!, (id) => sources.photo(id));
  const { enlarging, kernel } = scalingOf(slot);
  const toArea = (pipeline: Sharp) => pipeline.resize(area.width, area.height, { fit: 'fill', kernel });
  // The photo at the smaller of its cut and the area: the cut when it is enlarged, else the area.
  const smaller = enlarging ? await turnedCut(original, slot) : ((await shrunkCut(original, slot)) ?? toArea(await turnedCut(original, slot)));
  if (slot.backgroundId === null) return (enlarging ? toArea(smaller) : smaller).flatten({ background: '#ffffff' }).toColourspace('srgb');
  const backdrop = await required('background', slot.backgroundId, (id) => sources.background(id));
  const subject = await smaller.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const { width, height } = subject.info;
  const background = await scaledBackground(backdrop, width, height);
  const pixels = await layOverBackground({ data: subject.data, ...subject.info }, { data: background, width, height, channels: 3 });
  const keyed = sharp(pixels, { raw: { width, height, channels: 3 } });
  return enlarging ? toArea(keyed) : keyed;
}

const fillsCanvas = (description: PrintDescription, slot: PrintSlot) =>
  slot.photoId !== null && slot.area.left === 0 && slot.area.top === 0 && slot.area.width === description.widthPx && slot.area.height === description.heightPx;

/** An RGB picture held as bytes; drawing goes on in it, since libvips' composite would reprocess all of it for each small layer. */
interface Canvas {
  data: Buffer;
  width: number;
  height: number;
}
type Rect = { left: number; top: number; width: number; height: number };
const rawOf = (canvas: { width: number; height: number }) => ({ raw: { width: canvas.width, height: canvas.height, channels: 3 as const } });

/** Copies an RGB patch into the canvas at `at`, row by row. */
function blit(canvas: Canvas, patch: Buffer, at: Rect): void {
  const rowBytes = at.width * 3;
  for (let row = 0; row < at.height; row++) patch.copy(canvas.data, ((at.top + row) * canvas.width + at.left) * 3, row * rowBytes, (row + 1) * rowBytes);
}

function paper(description: PrintDescription): Canvas {
  const { widthPx: width, heightPx: height } = description;
  const rgb = Number.parseInt(description.paper.slice(1), 16);
  const data = Buffer.alloc(width * height * 3, 0xff);
  if (rgb !== 0xffffff) for (let i = 0; i < data.length; i += 3) data.writeUIntBE(rgb, i, 3);
  return { data, width, height };
}

/**
 * The photos: a print whose one photo fills it is that photo's pixels; a sheet is paper with each cell's
 * photo copied in, cells that show the same photo the same way (a sheet of wallets) drawn once.
 */
async function photos(description: PrintDescription, sources: PrintSources): Promise<Canvas> {
  const [only] = description.slots;
  const drawn = (slot: PrintSlot) => photoPipeline(slot, sources).then((p) => p.removeAlpha().raw().toBuffer());
  if (description.slots.length === 1 && fillsCanvas(description, only!)) return { data: await drawn(only!), width: description.widthPx, height: description.heightPx };
  const canvas = paper(description);
  const made = new Map<string, Promise<Buffer>>();
  for (const slot of description.slots) {
    if (slot.photoId === null || !slot.crop) continue;
    const key = JSON.stringify([slot.photoId, slot.crop, slot.rotate, slot.area.width, slot.area.height, slot.backgroundId]);
    let pixels = made.get(key);
    if (!pixels) made.set(key, (pixels = drawn(slot)));
    blit(canvas, await pixels, slot.area);
  }
  return canvas;
}

/** Draws on the part of the canvas `at` covers only: libvips' composite works over all of an image it is given. */
async function patch(canvas: Canvas, at: Rect, draw: (region: Sharp) => Sharp): Promise<void> {
  const left = Math.max(0, at.left);
  const top = Math.max(0, at.top);
  const region = { left, top, width: Math.min(canvas.width, at.left + at.width) - left, height: Math.min(canvas.height, at.top + at.height) - top };
  if (region.width <= 0 || region.height <= 0) return;
  blit(canvas, await draw(sharp(canvas.data, rawOf(canvas)).extract(region)).removeAlpha().raw().toBuffer(), region);
}

/**
 * The band under a slot's text, then each line. The band is a colour at some opacity over the photo:
 * `pixel × (1 − opacity) + colour × opacity`, a linear map libvips applies in one pass.
 */
async function letterSlot(canvas: Canvas, slot: PrintSlot): Promise<void> {
  const { shade } = slot;
  if (shade) {
    const rgb = Number.parseInt(shade.colour.slice(1), 16);
    const colour = [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255];
    await patch(canvas, shade, (region) => region.linear([1, 1, 1].map(() => 1 - shade.opacity), colour.map((c) => c * shade.opacity)));
  }
  for (const layer of await textLayers(slot.texts)) {
    const at = { left: layer.left!, top: layer.top!, width: layer.raw!.width, height: layer.raw!.height };
    await patch(canvas, at, (region) => region.composite([{ ...layer, left: layer.left! - Math.max(0, at.left), top: layer.top! - Math.max(0, at.top) }]));
  }
}

/**
 * A print that is one photo filling it with nothing drawn over it (no text, no mark): the photo goes to the
 * encoder in the same libvips pipeline, since handing its pixels to JavaScript and back as a canvas costs
 * a quarter of an 8x10 (182 against 133 ms of CPU).
 */
function plainPhoto(description: PrintDescription, options: DrawOptions): boolean {
  const [only] = description.slots;
  return description.slots.length === 1 && fillsCanvas(description, only!) && !only!.shade && only!.texts.length === 0 && !options.watermark;
}

/** The photos on their canvas, each slot's band and text drawn over them, and the mark over all when asked. */
async function drawnCanvas(description: PrintDescription, sources: PrintSources, options: DrawOptions): Promise<Sharp> {
  const canvas = await photos(description, sources);
  for (const slot of description.slots) await letterSlot(canvas, slot);
  const picture = sharp(canvas.data, rawOf(canvas));
  if (!options.watermark) return picture;
  const { width, height } = canvas;
  return picture.composite([{ input: await watermarkOverlay(width, height, options.watermark), raw: { width, height, channels: 4 }, left: 0, top: 0 }]);
}

/**
 * Draws a print description: the photos (over their backgrounds), then per slot the text band and the
 * text, and the mark last when asked. A JPEG is sRGB with the sRGB profile attached and the
 * description's DPI in its metadata; a WebP (previews) is sRGB.
 */
export async function drawPrint(description: PrintDescription, sources: PrintSources, options: DrawOptions = {}): Promise<Buffer> {
  const picture = plainPhoto(description, options) ? (await photoPipeline(description.slots[0]!, sources)).removeAlpha() : await drawnCanvas(description, sources, options);
  const quality = options.quality ?? 92;
  if (options.format === 'webp') return picture.webp({ quality }).toBuffer();
  // 4:2:0 chroma halves the encode (docs/performance.md): colour at 150 DPI under luminance at 300 cannot be
  // told apart on a photo print. Huffman optimisation would cost three times the rest of the encode for a
  // few per cent of bytes; mozjpeg's trellis likewise.
  return tagSrgb(await picture.withDensity(description.dpi).jpeg({ quality, chromaSubsampling: '4:2:0', optimiseCoding: false, mozjpeg: false }).toBuffer());
}
