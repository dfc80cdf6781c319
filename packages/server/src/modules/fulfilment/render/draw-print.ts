import type { PrintDescription, PrintSlot } from '@shutterday/domain/staff';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { watermarkOverlay } from '../../../services/images/derivatives';
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
  /** Encoder quality; 92 for print files (4:4:4 chroma), lower for previews. */
  quality?: number;
  /** The proofs' mark drawn over the whole picture (previews only). */
  watermark?: string | null;
}

type Layer = OverlayOptions & { raw: { width: number; height: number; channels: 3 | 4 } };

async function required(kind: 'photo' | 'background', id: number, load: (id: number) => Promise<Buffer | null>): Promise<Buffer> {
  const bytes = await load(id);
  if (!bytes) throw new MissingPrintSourceError(`The ${kind} ${id} of this print is missing from storage`);
  return bytes;
}

/** Upscaling a crop to 300 DPI is most of a print's work: Catmull-Rom keeps edges crisp at two thirds of Lanczos' cost. */
const KERNEL = 'cubic';

/**
 * The slot's part of the photo, turned. With a resize in the same pipeline sharp would turn before it cuts,
 * so a turned cut is made apart (it is no bigger than the photo) and scaled from there.
 */
async function turnedCut(original: Buffer, slot: PrintSlot): Promise<Sharp> {
  const cut = sharp(original, { failOn: 'none' }).autoOrient().extract(slot.crop!);
  if (slot.rotate === 0) return cut;
  const turned = await cut.rotate(slot.rotate).raw().toBuffer({ resolveWithObject: true });
  return sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: turned.info.channels } });
}

/** A slot's photo, cut, turned and scaled to its area, over its background when it has one (RGB). */
async function photoPipeline(slot: PrintSlot, sources: PrintSources): Promise<Sharp> {
  const { area } = slot;
  const original = await required('photo', slot.photoId!, (id) => sources.photo(id));
  const cut = (await turnedCut(original, slot)).resize(area.width, area.height, { fit: 'fill', kernel: KERNEL });
  if (slot.backgroundId === null) return cut.flatten({ background: '#ffffff' }).toColourspace('srgb');
  const backdrop = await required('background', slot.backgroundId, (id) => sources.background(id));
  const [subject, background] = await Promise.all([
    cut.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true }),
    sharp(backdrop, { failOn: 'none' }).autoOrient().resize(area.width, area.height, { fit: 'cover' }).flatten({ background: '#ffffff' }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true }),
  ]);
  const pixels = layOverBackground({ data: subject.data, ...subject.info }, { data: background.data, ...background.info });
  return sharp(pixels, { raw: { width: area.width, height: area.height, channels: 3 } });
}

function shadeLayer(slot: PrintSlot): Layer | null {
  const { shade } = slot;
  if (!shade) return null;
  const rgb = Number.parseInt(shade.colour.slice(1), 16);
  const pixel = Buffer.from([(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255, Math.round(shade.opacity * 255)]);
  const data = Buffer.alloc(shade.width * shade.height * 4);
  for (let i = 0; i < data.length; i += 4) pixel.copy(data, i);
  return { input: data, raw: { width: shade.width, height: shade.height, channels: 4 }, left: shade.left, top: shade.top };
}

const fillsCanvas = (description: PrintDescription, slot: PrintSlot) =>
  slot.photoId !== null && slot.area.left === 0 && slot.area.top === 0 && slot.area.width === description.widthPx && slot.area.height === description.heightPx;

/**
 * The picture under the shades and text: a print whose one photo fills it is that photo's own pipeline
 * (no canvas to copy 7 million pixels into); a sheet is paper with each cell's photo laid on it, cells
 * that show the same photo the same way (a sheet of wallets) drawn once and placed several times.
 */
async function base(description: PrintDescription, sources: PrintSources): Promise<Sharp> {
  const [only] = description.slots;
  if (description.slots.length === 1 && fillsCanvas(description, only!)) return photoPipeline(only!, sources);
  const photos = new Map<string, Promise<Buffer>>();
  const layers: Layer[] = [];
  for (const slot of description.slots) {
    if (slot.photoId === null || !slot.crop) continue;
    const key = JSON.stringify([slot.photoId, slot.crop, slot.rotate, slot.area.width, slot.area.height, slot.backgroundId]);
    let pixels = photos.get(key);
    if (!pixels) photos.set(key, (pixels = photoPipeline(slot, sources).then((p) => p.removeAlpha().raw().toBuffer())));
    layers.push({ input: await pixels, raw: { width: slot.area.width, height: slot.area.height, channels: 3 }, left: slot.area.left, top: slot.area.top });
  }
  const paper = sharp({ create: { width: description.widthPx, height: description.heightPx, channels: 3, background: description.paper } });
  if (layers.length === 0) return paper;
  return sharp(await paper.composite(layers).removeAlpha().raw().toBuffer(), { raw: { width: description.widthPx, height: description.heightPx, channels: 3 } });
}

/**
 * Draws a print description: the photos (over their backgrounds), then per slot the text band and the
 * text, and the mark last when asked. A JPEG is sRGB with the sRGB profile attached and the
 * description's DPI in its metadata; a WebP (previews) is sRGB.
 */
export async function drawPrint(description: PrintDescription, sources: PrintSources, options: DrawOptions = {}): Promise<Buffer> {
  const overlays: OverlayOptions[] = [];
  for (const slot of description.slots) {
    const shade = shadeLayer(slot);
    if (shade) overlays.push(shade);
    overlays.push(...(await textLayers(slot.texts)));
  }
  const { widthPx: width, heightPx: height } = description;
  if (options.watermark) overlays.push({ input: await watermarkOverlay(width, height, options.watermark), raw: { width, height, channels: 4 }, left: 0, top: 0 });
  let picture = await base(description, sources);
  if (overlays.length) picture = picture.composite(overlays);
  const quality = options.quality ?? 92;
  if (options.format === 'webp') return picture.webp({ quality }).toBuffer();
  // Huffman optimisation would cost three times the rest of the encode for a few per cent of bytes.
  return tagSrgb(await picture.withDensity(description.dpi).jpeg({ quality, chromaSubsampling: '4:4:4', optimiseCoding: false }).toBuffer());
}
