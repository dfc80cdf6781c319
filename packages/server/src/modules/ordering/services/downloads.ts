import { downloadedImageIds, type Cart, type DownloadLinkView } from '@shutterday/domain';
import type { Executor } from '../../../db/client';
import { downloadLinksRepository } from '../repositories/download-links';
import { subjectPhotosRepository } from '../repositories/subject-photos';
import { downloadLinkId, sha256 } from './tokens';

/** Decision: a paid download link works for 30 days; the confirmation e-mail says until when. */
export const DOWNLOAD_LINK_TTL_DAYS = 30;

/** One link per paid digital image: what each digital item gives (domain `downloadedImageIds`). */
export async function createDownloadLinks(db: Executor, secret: Uint8Array, orderId: number, cart: Cart, now = new Date()): Promise<number> {
  const wanted = new Set<number>();
  for (const line of cart.cartPackages) {
    const own = await subjectPhotosRepository.portraitIds(db, line.subjectId);
    for (const item of line.cartPackageItems) downloadedImageIds(item, own).forEach((imageId) => wanted.add(imageId));
  }
  if (wanted.size === 0) return 0;
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_TTL_DAYS * 24 * 3600 * 1000);
  await downloadLinksRepository.insertMany(db, [...wanted].map((imageId) => ({ orderId, imageId, expiresAt, tokenHash: sha256(downloadLinkId(secret, orderId, imageId)) })));
  return wanted.size;
}

/** The links of an order as the confirmation page and e-mail show them (ids re-derived, never stored). */
export async function listDownloadLinks(db: Executor, secret: Uint8Array, orderId: number): Promise<DownloadLinkView[]> {
  const rows = await downloadLinksRepository.listOfOrder(db, orderId);
  return rows.map(({ link, image, subject }) => ({
    linkId: downloadLinkId(secret, orderId, image.id),
    fileName: fileNameOf(image.id, subject),
    subjectName: subject ? `${subject.firstName} ${subject.lastName}` : '',
    expiresAt: link.expiresAt.toISOString(),
    refunded: link.refundedAt !== null,
  }));
}

export function fileNameOf(imageId: number, subject: { firstName: string; lastName: string } | null): string {
  const base = subject ? `${subject.firstName}-${subject.lastName}` : 'photo';
  return `${base.replace(/[^A-Za-z0-9-]+/g, '-')}-${imageId}.jpg`;
}

/** A link by the id in its URL; null when unknown. */
export async function findDownloadLink(db: Executor, linkId: string) {
  return downloadLinksRepository.findByHash(db, sha256(linkId));
}
