import { and, eq, gt, isNull } from 'drizzle-orm';
import { downloadedImageIds, type PlacedImage } from '@shutterday/domain';
import type { Executor } from '../../../db/client';
import { downloadLinks, images, orderLines } from '../../../db/schema';

interface LineItem {
  productCode?: string;
  imageNodes?: PlacedImage[];
}

/**
 * Whether an order line paid for a download of this image: what its digital items give (domain
 * `downloadedImageIds`, as checkout made the links), the image counting as the line's child's own photo
 * when it is of that child.
 */
function grants(line: { subjectId: number | null; details: unknown }, image: { id: number; subjectId: number | null }): boolean {
  const items = (line.details as { items?: LineItem[] } | null)?.items ?? [];
  const own = line.subjectId !== null && image.subjectId === line.subjectId ? [image.id] : [];
  return items.some((item) => downloadedImageIds(item, own).includes(image.id));
}

/**
 * Closes the order's download links that no unrefunded line pays for any more (`refundedLineIds` null:
 * every link). A closed link answers 410 with "refunded" rather than "expired".
 */
export async function closeRefundedDownloads(tx: Executor, orderId: number, refundedLineIds: Set<number> | null): Promise<void> {
  const now = new Date();
  const open = and(eq(downloadLinks.orderId, orderId), isNull(downloadLinks.refundedAt), gt(downloadLinks.expiresAt, now));
  if (refundedLineIds === null) {
    await tx.update(downloadLinks).set({ refundedAt: now }).where(open);
    return;
  }
  const links = await tx.select({ id: downloadLinks.id, imageId: images.id, subjectId: images.subjectId }).from(downloadLinks).innerJoin(images, eq(images.id, downloadLinks.imageId)).where(open);
  if (links.length === 0) return;
  const kept = (await tx.select({ id: orderLines.id, subjectId: orderLines.subjectId, details: orderLines.details }).from(orderLines).where(eq(orderLines.orderId, orderId))).filter(
    (line) => !refundedLineIds.has(line.id),
  );
  for (const link of links) {
    if (!kept.some((line) => grants(line, { id: link.imageId, subjectId: link.subjectId }))) {
      await tx.update(downloadLinks).set({ refundedAt: now }).where(eq(downloadLinks.id, link.id));
    }
  }
}
