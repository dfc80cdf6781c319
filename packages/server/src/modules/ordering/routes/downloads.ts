import { DownloadLinkDetailsAnswer, dataAnswer } from '@shutterday/domain/answers';
import { IMAGE_FILE, refusal } from '../../../http/answers';
import { DOWNLOAD_REFUNDED_MESSAGE, type DownloadLinkDetails } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../http/envelope';
import { HttpError, notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { downloadLinksRepository } from '../repositories/download-links';
import { placedOrdersRepository } from '../repositories/placed-orders';
import { fileNameOf, findDownloadLink } from '../services/downloads';

const LINK_GONE = refusal('The download link has expired');

const tags = ['customer downloads'];
const Params = v.object({ linkId: v.pipe(v.string(), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]{20,64}$/, 'Download link not found')) });
export const LINK_NOT_FOUND = 'Download link not found';
export const LINK_EXPIRED = 'This download link has expired';

/** Paid originals leave the server only here, through an unguessable link that expires. */
export async function customerDownloadRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  const usable = async (linkId: string) => {
    const found = await findDownloadLink(app.db, linkId);
    if (!found) throw notFound(LINK_NOT_FOUND);
    if (found.link.refundedAt) throw new HttpError(410, DOWNLOAD_REFUNDED_MESSAGE);
    if (found.link.expiresAt <= new Date()) throw new HttpError(410, LINK_EXPIRED);
    return found;
  };

  app.get('/api/customer/downloads/:linkId/details', { schema: { response: { 200: dataAnswer(DownloadLinkDetailsAnswer), 410: LINK_GONE }, tags, summary: 'What a download link holds', params: Params } }, async (request) => {
    const { link, image, subject } = await usable(request.params.linkId);
    const jobName = await placedOrdersRepository.jobName(app.db, link.orderId);
    return ok<DownloadLinkDetails>({
      fileName: fileNameOf(image.id, subject), expiresAt: link.expiresAt.toISOString(), jobName: jobName ?? '',
      subjectName: subject ? `${subject.firstName} ${subject.lastName}` : '', url: `/api/customer/downloads/${request.params.linkId}`,
    });
  });

  app.get('/api/customer/downloads/:linkId', { schema: { response: { 200: IMAGE_FILE, 410: LINK_GONE }, tags, summary: 'The original image file', params: Params } }, async (request, reply) => {
    const { link, image, subject } = await usable(request.params.linkId);
    const original = await app.storage.get(image.storageKey);
    if (!original) throw notFound(LINK_NOT_FOUND);
    await downloadLinksRepository.countDownload(app.db, link.id);
    return reply
      .header('content-type', 'image/jpeg')
      .header('content-disposition', `attachment; filename="${fileNameOf(image.id, subject)}"`)
      .header('cache-control', 'private, no-store')
      .send(original);
  });
}
