import { printRequestOf, type PrintRequest } from '@shutterday/domain/staff';
import type { Crop } from '@shutterday/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { greenScreenBackgrounds, images, packageItemImageNodes, packageItems, packageItemTextNodes } from '../../../db/schema';
import type { PrintSources } from './draw-print';

/** Photos and backgrounds read from the app's storage by their rows' keys. */
export function storagePrintSources(app: FastifyInstance): PrintSources {
  return {
    async photo(id) {
      const [row] = await app.db.select({ key: images.storageKey }).from(images).where(eq(images.id, id));
      return row ? app.storage.get(row.key) : null;
    },
    async background(id) {
      const [row] = await app.db.select({ key: greenScreenBackgrounds.storageKey }).from(greenScreenBackgrounds).where(eq(greenScreenBackgrounds.id, id));
      return row ? app.storage.get(row.key) : null;
    },
  };
}

export interface PhotoSize {
  width: number;
  height: number;
  jobId: number;
  group: boolean;
}

/** The stored size of each photo (and its job, and whether it is a group photo); unknown ids are left out. */
export async function photoSizes(db: Executor, ids: readonly number[]): Promise<Map<number, PhotoSize>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: images.id, width: images.width, height: images.height, jobId: images.jobId, type: images.type, groupId: images.groupId }).from(images).where(inArray(images.id, unique));
  return new Map(rows.map((row) => [row.id, { width: row.width, height: row.height, jobId: row.jobId, group: row.groupId !== null || row.type === 'hosted-group' }]));
}

/** What a parent (or the studio) chose for a catalogue package item, its nodes in their catalogue order. */
export interface PrintChoices {
  /** Per image node: the photo, its crop (% of the turned photo) and rotation. */
  photos: readonly { imageId: number | null; crop: Crop | null; rotation: number }[];
  backgroundId: number | null;
  /** Per text node: the text typed; null or absent keeps the node's own value. */
  texts: readonly (string | null | undefined)[];
  /** Further lines (the personalization's name and year). */
  extraLines?: readonly string[];
}

export interface LoadedPrintRequest {
  request: PrintRequest;
  packageId: number;
  /** The photos the request names, with their jobs, for the caller's own access checks. */
  photos: Map<number, PhotoSize>;
}

/** A catalogue package item filled with `choices`, as the renderer's request; null when there is no such item. */
export async function loadPrintRequest(db: Executor, packageItemId: number, choices: PrintChoices): Promise<LoadedPrintRequest | null> {
  const [item] = await db.select().from(packageItems).where(eq(packageItems.id, packageItemId));
  if (!item) return null;
  const [imageNodes, textNodes] = await Promise.all([
    db.select().from(packageItemImageNodes).where(eq(packageItemImageNodes.packageItemId, item.id)).orderBy(asc(packageItemImageNodes.id)),
    db.select().from(packageItemTextNodes).where(eq(packageItemTextNodes.packageItemId, item.id)).orderBy(asc(packageItemTextNodes.id)),
  ]);
  const photos = await photoSizes(db, choices.photos.flatMap((p) => (p.imageId === null ? [] : [p.imageId])));
  const filled = {
    productCode: item.productCode,
    positionCoords: item.positionCoords,
    imageNodes: imageNodes.map((node, i) => {
      const choice = choices.photos[i];
      const chosen = choice?.imageId == null ? undefined : photos.get(choice.imageId);
      return {
        name: node.name,
        positionCoords: node.positionCoords,
        subjectImageId: chosen && !chosen.group ? choice!.imageId : null,
        groupImageId: chosen?.group ? choice!.imageId : null,
        replacementImageId: null,
        cropDimensions: choice?.crop ?? null,
        frontendCropDimensions: null,
        rotation: choice?.rotation ?? 0,
      };
    }),
    textNodes: textNodes.map((node, i) => ({ name: node.name, value: choices.texts[i] ?? node.value, obscure: node.obscure })),
  };
  const extraLines = (choices.extraLines ?? []).map((value, i) => ({ name: `Line ${i + 1}`, value }));
  return { request: printRequestOf(filled, photos, { backgroundId: choices.backgroundId, extraLines }), packageId: item.packageId, photos };
}
