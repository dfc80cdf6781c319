import type { CartOrderServicesDetails } from '@shutterday/domain';
import { personalizationLines, printedImageId, printRequestOf } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { photoSizes, renderPrintFile, storagePrintSources } from '../render';
import type { PlacedItem } from './line-details';

export interface PrintFileMade {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * One item's print file, drawn by the product renderer at 300 DPI from what the order keeps: the item's
 * photos, crops, rotations and texts, the line's background, and the child's personalization lines.
 */
export async function renderItem(app: FastifyInstance, item: PlacedItem, line: { subjectId: number | null; backgroundId: number | null }, services: CartOrderServicesDetails | null): Promise<PrintFileMade> {
  const ids = item.imageNodes.flatMap((node) => {
    const chosen = printedImageId(node);
    return chosen ? [chosen.id] : [];
  });
  const sizes = await photoSizes(app.db, ids);
  const personalization = services?.personalizations.find((service) => service.subjectId === line.subjectId) ?? null;
  const request = printRequestOf(item, sizes, { backgroundId: line.backgroundId, extraLines: personalizationLines(item.productCode, personalization) });
  const made = await renderPrintFile(request, storagePrintSources(app));
  return { data: made.body, width: made.description.widthPx, height: made.description.heightPx };
}
