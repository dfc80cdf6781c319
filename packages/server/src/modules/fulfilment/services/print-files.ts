import type { CartOrderServicesDetails } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { fulfilmentOrdersRepository } from '../../orders';
import { printFilesRepository } from '../repositories/print-files';
import { lineDetails, printsItem } from './line-details';
import { PrintPhotoMissingError, renderItem } from './render-item';

export const PRINT_QUEUE = 'print-files';
interface PrintJob {
  fileId: number;
}

export const printFileKey = (orderId: number, fileId: number) => `print-files/${orderId}/${fileId}.jpg`;

/** The print files an order needs, one per printed item, recorded pending (in the caller's transaction). */
export async function planPrintFiles(db: Executor, orderId: number): Promise<void> {
  const lines = await fulfilmentOrdersRepository.lines(db, orderId);
  const rows = lines.flatMap((line, lineIndex) =>
    lineDetails(line.details).items.flatMap((item, itemIndex) => (printsItem(item) ? [{ orderId, orderLineId: line.id, lineNo: lineIndex + 1, itemNo: itemIndex + 1 }] : [])),
  );
  await printFilesRepository.plan(db, rows);
}

export async function queuePrintFile(app: FastifyInstance, fileId: number): Promise<void> {
  await app.queue.send<PrintJob>(PRINT_QUEUE, { fileId }, { key: `print-file-${fileId}` });
}

/** Hands every pending file of a paid order to the background worker. */
export async function queuePrintFiles(app: FastifyInstance, orderId: number): Promise<void> {
  for (const file of await printFilesRepository.ofOrder(app.db, orderId)) if (file.status === 'pending') await queuePrintFile(app, file.id);
}

/**
 * An order paid before print files existed (or seeded) has none: they are planned and queued the first
 * time the studio opens it. The unique index makes two first opens plan each file once.
 */
export async function ensurePrintFiles(app: FastifyInstance, orderId: number): Promise<void> {
  if ((await printFilesRepository.ofOrder(app.db, orderId)).length > 0) return;
  await planPrintFiles(app.db, orderId);
  await queuePrintFiles(app, orderId);
}

/**
 * Draws one file and stores it. Idempotent: a run after a crash rewrites the same key. A print that lacks a
 * photo it needs fails at once with the reason (never ready, never retried: the order itself lacks the photo).
 */
export async function makePrintFile(app: FastifyInstance, fileId: number): Promise<void> {
  const file = await printFilesRepository.byId(app.db, fileId);
  if (!file || file.status === 'ready') return;
  const order = await fulfilmentOrdersRepository.byId(app.db, file.orderId);
  const lines = await fulfilmentOrdersRepository.lines(app.db, file.orderId);
  const line = lines[file.lineNo - 1];
  const details = line ? lineDetails(line.details) : null;
  const item = details?.items[file.itemNo - 1];
  if (!order || !line || !details || !item) throw new Error(`Print file ${fileId} names no item of its order`);
  const made = await renderItem(app, item, { subjectId: line.subjectId, backgroundId: details.greenScreen?.id ?? null }, order.servicesDetail as CartOrderServicesDetails | null).catch(async (error: unknown) => {
    if (!(error instanceof PrintPhotoMissingError)) throw error;
    await printFilesRepository.markFailed(app.db, file.id, error.message);
    return null;
  });
  if (!made) return;
  const storageKey = printFileKey(file.orderId, file.id);
  await app.storage.put(storageKey, made.data);
  await printFilesRepository.markReady(app.db, file.id, { storageKey, width: made.width, height: made.height, bytes: made.data.length });
}

const FAILURE_REASON = 'The print file could not be made; reprint the item to try again';

/** Registers the worker and re-sends every file still pending (work a stopped instance left). */
export async function startPrintFileWorker(app: FastifyInstance): Promise<void> {
  await app.queue.work<PrintJob>(PRINT_QUEUE, async ({ data, lastAttempt }) => {
    try {
      await makePrintFile(app, data.fileId);
    } catch (error) {
      app.log.warn({ err: error, fileId: data.fileId }, 'making a print file failed');
      if (lastAttempt) await printFilesRepository.markFailed(app.db, data.fileId, FAILURE_REASON);
      throw error;
    }
  });
  for (const id of await printFilesRepository.pendingIds(app.db)) await queuePrintFile(app, id);
}
