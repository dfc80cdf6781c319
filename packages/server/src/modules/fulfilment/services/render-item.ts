import type { CartOrderServicesDetails } from '@shutterday/domain';
import { personalizationLines, PRINT_PHOTO_MISSING, printedImageId, printLacksPhoto, printRequestOf } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { photoSizes, renderPrintFile, storagePrintSources } from '../render';
import type { PlacedItem } from './line-details';

export interface PrintFileMade {
  data: Buffer;
  width: number;
  height: number;
}

/** A print that would lack a photo it needs (`printLacksPhoto`): it is not made, and trying again cannot help. */
export class PrintPhotoMissingError extends Error {
  constructor() {
    super(PRINT_PHOTO_MISSING);
  }
}

/** The stored sizes of the photos an item's places name. */
async function itemPhotoSizes(app: FastifyInstance, item: PlacedItem) {
  const ids = item.imageNodes.flatMap((node) => {
    const chosen = printedImageId(node);
    return chosen ? [chosen.id] : [];
  });
  return photoSizes(app.db, ids);
}

/** Whether a placed item would print without a photo it needs (a file made of it would be blank where a photo belongs). */
export async function itemLacksPhoto(app: FastifyInstance, item: PlacedItem): Promise<boolean> {
  return printLacksPhoto(item, await itemPhotoSizes(app, item));
}

/**
 * One item's print file, drawn by the product renderer at 300 DPI from what the order keeps: the item's
 * photos, crops, rotations and texts, the line's background, and the child's personalization lines.
 * Throws `PrintPhotoMissingError` rather than draw a print without a photo it needs.
 */
export async function renderItem(app: FastifyInstance, item: PlacedItem, line: { subjectId: number | null; backgroundId: number | null }, services: CartOrderServicesDetails | null): Promise<PrintFileMade> {
  const sizes = await itemPhotoSizes(app, item);
  if (printLacksPhoto(item, sizes)) throw new PrintPhotoMissingError();
  const personalization = services?.personalizations.find((service) => service.subjectId === line.subjectId) ?? null;
  const request = printRequestOf(item, sizes, { backgroundId: line.backgroundId, extraLines: personalizationLines(item.productCode, personalization) });
  const made = await renderPrintFile(request, storagePrintSources(app));
  return { data: made.body, width: made.description.widthPx, height: made.description.heightPx };
}
