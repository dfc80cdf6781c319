import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { downloadLinks, images, orderLines } from '../../../db/schema';

const WHOLE_SUBJECT_CODES = new Set(['WholeDigDown', 'Dj', 'Dk']);

interface LineItem {
  productCode?: string;
  imageNodes?: Array<{ replacementImageId?: number | null; subjectImageId?: number | null; groupImageId?: number | null }>;
}

/**
 * Whether an order line paid for a download of this image: the same choice checkout made the links
 * with (modules/ordering `createDownloadLinks`): a single download gives the image chosen in its node
 * (else one of the subject's own), a whole-subject download every photo of the subject.
 */
function grants(line: { subjectId: number | null; details: unknown }, image: { id: number; subjectId: number | null }): boolean {
  const items = ((line.details as { items?: LineItem[] } | null)?.items ?? []).filter((item) => item.productCode);
  const ownPhoto = line.subjectId !== null && image.subjectId === line.subjectId;
  return items.some((item) => {
    if (WHOLE_SUBJECT_CODES.has(item.productCode!)) return ownPhoto;
    if (item.productCode !== 'SingleDigDown') return false;
    const node = item.imageNodes?.find((n) => n.replacementImageId ?? n.subjectImageId ?? n.groupImageId);
    return node ? (node.replacementImageId ?? node.subjectImageId ?? node.groupImageId) === image.id : ownPhoto;
  });
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
