import { LAB_MANIFEST_COLUMNS, LAB_MANIFEST_NAME, labFiles, PRINT_PHOTO_MISSING, printFileName, shipToAddressee, shipToLine, type LabManifestRow, type ShipToAddress } from '@shutterday/domain/staff';
import { stringify } from 'csv-stringify/sync';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { fulfilmentOrdersRepository } from '../../orders';
import { itemCopies } from '../repositories/item-copies';
import { printFilesRepository } from '../repositories/print-files';
import { lineDetails } from './line-details';
import { itemLacksPhoto } from './render-item';

export interface LabExport {
  zip: ZipFile;
  /** The archive's exact size: every entry is stored (JPEGs do not compress), so yazl knows it before writing. */
  size: Promise<number>;
  files: number;
}

/**
 * A ZIP whose failure — a file gone from storage, or not the size its row says — ends its output at once
 * with the error and is logged (the lab gets no short archive; the studio's browser says the download
 * failed). An error before the reply has taken the stream has no other listener yet: it must not throw.
 */
export function endingZip(log: FastifyBaseLogger): ZipFile {
  const zip = new ZipFile();
  // yazl's output is a PassThrough; @types/yazl names it by the narrower NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  output.on('error', () => undefined);
  zip.on('error', (error: Error) => {
    log.error({ err: error }, 'the lab export stopped');
    output.destroy(error);
  });
  return zip;
}

/**
 * The lab export (docs/print.md "Lab export"): the print files of the orders that go to the lab (`labFiles`:
 * each item's newest file once ready; of a shipped or delivered order only its reprints), stored under its
 * order-and-item name, plus manifest.csv. A file whose item lacks a photo it needs (made before such prints
 * were refused) is left out and marked failed with the reason, so nothing blank reaches a lab. Files are read from storage one at a time, as the zip is
 * written, so a batch of hundreds of 8x10s never sits in memory.
 */
export async function labExport(app: FastifyInstance, orderIds: number[], organization: string): Promise<LabExport> {
  const zip = endingZip(app.log);
  // Files are read from storage only once the reply reads the archive, so a bad one always ends a download
  // under way (cut short) instead of failing while the reply is still being readied.
  const read = new Promise<void>((resolve) => (zip.outputStream as Readable).once('resume', () => resolve()));
  const rows: LabManifestRow[] = [];
  const files = await printFilesRepository.ofOrders(app.db, orderIds);
  for (const orderId of orderIds) {
    const order = await fulfilmentOrdersRepository.byId(app.db, orderId);
    if (!order) continue;
    const lines = await fulfilmentOrdersRepository.lines(app.db, orderId);
    const copies = await itemCopies(app.db, lines);
    const batch = order.shippingOptionCode === null;
    const shipTo = shipToLine(batch ? null : (order.shippingAddress as ShipToAddress | null));
    const shipToName = shipToAddressee({ batch, customerName: order.customerName, organization });
    for (const file of labFiles(files.filter((f) => f.orderId === orderId), order.fulfilmentStatus).filter((f) => f.storageKey)) {
      const line = lines[file.lineNo - 1];
      const item = line ? lineDetails(line.details).items[file.itemNo - 1] : undefined;
      if (!line || !item) continue;
      if (await itemLacksPhoto(app, item)) {
        await printFilesRepository.markFailed(app.db, file.id, PRINT_PHOTO_MISSING);
        continue;
      }
      const name = printFileName({ orderNumber: String(order.orderNumber), line: file.lineNo, item: file.itemNo, productCode: item.productCode, reprint: file.reprint });
      const key = file.storageKey!;
      zip.addReadStreamLazy(name, { compress: false, size: file.bytes ?? 0, mtime: file.readyAt ?? new Date() }, (done) => {
        read.then(() => app.storage.get(key)).then(
          (data) => (data ? done(null, Readable.from([data])) : done(new Error(`Print file ${file.id} is missing from storage`), undefined as never)),
          (error: Error) => done(error, undefined as never),
        );
      });
      rows.push({
        file: name, orderNumber: String(order.orderNumber), line: file.lineNo, item: file.itemNo, productCode: item.productCode ?? '', itemName: item.name,
        copies: copies.get(line.id)?.[file.itemNo - 1] ?? line.quantity, widthPx: file.width ?? '', heightPx: file.height ?? '', child: line.subjectName, group: line.group ?? '', organization,
        shipToName, shipTo, reprintReason: file.reason ?? '',
      });
    }
  }
  const manifest = Buffer.from(stringify(rows, { header: true, bom: true, escape_formulas: true, columns: LAB_MANIFEST_COLUMNS.map(({ key, header }) => ({ key, header })) }));
  zip.addBuffer(manifest, LAB_MANIFEST_NAME, { compress: false });
  // @types/yazl types the callback without its argument; yazl passes the total size (or -1), as its README says.
  const end = zip.end.bind(zip) as (options: object, calculatedTotalSize: (total: number) => void) => void;
  const size = new Promise<number>((resolve) => end({}, resolve));
  return { zip, size, files: rows.length };
}
