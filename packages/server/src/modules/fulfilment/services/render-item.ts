import type { CartPackageItem } from '@shutterday/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { images } from '../../../db/schema';

const DPI = 300;

export interface RenderedPrint {
  data: Buffer;
  width: number;
  height: number;
}

/** The paper of a product code such as "8x10" or "3.5x5", portrait, in inches; 8x10 when the code names no size. */
function paperOf(productCode: string | null): { width: number; height: number } {
  const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/i.exec(productCode ?? '');
  const [a, b] = match ? [Number(match[1]), Number(match[2])] : [8, 10];
  return { width: Math.min(a, b), height: Math.max(a, b) };
}

/**
 * One item's print file at 300 DPI in sRGB: the first photo slot's original, rotated and cropped by the
 * parent's crop values, filling the product's paper.
 */
export async function renderItem(app: FastifyInstance, item: CartPackageItem): Promise<RenderedPrint> {
  const node = item.imageNodes.find((n) => (n.replacementImageId ?? n.subjectImageId ?? n.groupImageId) !== null);
  const imageId = node ? (node.replacementImageId ?? node.subjectImageId ?? node.groupImageId) : null;
  if (!node || imageId === null) throw new Error('The item has no photo');
  const [image] = await app.db.select({ storageKey: images.storageKey }).from(images).where(eq(images.id, imageId));
  const original = image ? await app.storage.get(image.storageKey) : null;
  if (!original) throw new Error(`The original of photo ${imageId} is missing from storage`);
  const rotated = await sharp(original).rotate(node.rotation || 0).toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = rotated.info;
  const paper = paperOf(item.productCode);
  const out = { width: Math.round(paper.width * DPI), height: Math.round(paper.height * DPI) };
  const crop = node.cropDimensions ?? node.frontendCropDimensions;
  let region = { left: 0, top: 0, width: w, height: h };
  if (crop) {
    const cw = Math.max(1, Math.round((crop.cropX / 100) * w));
    const ch = Math.max(1, Math.round((crop.cropY / 100) * h));
    const left = Math.min(Math.max(0, Math.round((crop.xMid / 100) * w - cw / 2)), w - cw);
    const top = Math.min(Math.max(0, Math.round((crop.yMid / 100) * h - ch / 2)), h - ch);
    region = { left, top, width: Math.min(cw, w), height: Math.min(ch, h) };
  }
  const { data, info } = await sharp(rotated.data)
    .extract(region)
    .resize(out.width, out.height, { fit: 'cover' })
    .withMetadata({ density: DPI })
    .toColourspace('srgb')
    .jpeg({ quality: 92 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
