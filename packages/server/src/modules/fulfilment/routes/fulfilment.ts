import { EntityId, notFoundMessage, Permission } from '@shutterday/domain';
import { FulfilmentMoveBody, FulfilmentOrdersQuery, isUnpaid, LabExportQuery, OrderNumberParam, ReprintBody, shipToLine, type FulfilmentOrderRow, type ShipToAddress } from '@shutterday/domain/staff';
import { dataAnswer, FulfilmentMoveResultAnswer, FulfilmentOrderDetailAnswer, FulfilmentOrderRowAnswer, pagedAnswer, PrintFileInfoAnswer } from '@shutterday/domain/answers';
import { dayIn, exportFileName } from '@shutterday/domain/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import * as v from 'valibot';
import { fileAnswer, PDF_FILE, type NoContent } from '../../../http/answers';
import { ok, paged } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/http-error';
import { StudioJobParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { jobInStudio } from '../../catalog';
import { fulfilmentOrdersRepository } from '../../orders';
import { printFilesRepository } from '../repositories/print-files';
import { labExport } from '../services/lab-export';
import { moveOrders } from '../services/move-status';
import { fileInfo, orderDetail, productCodeOf } from '../services/order-detail';
import { sendPackingList, sendWorkOrder } from '../services/order-pdfs';
import { lineDetails, printsItem } from '../services/line-details';
import { ensurePrintFiles, queuePrintFile } from '../services/print-files';
import { studioNameOf } from '../repositories/studio-name';

/** Fulfilment reads parents' addresses: the studio's editors and those who may read its finances. */
const READERS = [Permission.StudioCrud, Permission.StudioAdminCrud, Permission.StudioFinancialsRead];
/** Moving orders and reprinting: the studio's editors. */
const WRITERS = [Permission.StudioCrud, Permission.StudioAdminCrud];
const OrderParams = v.object({ studioId: EntityId, jobId: EntityId, orderNumber: OrderNumberParam });
const FileParams = v.object({ studioId: EntityId, jobId: EntityId, orderNumber: OrderNumberParam, fileId: EntityId });
const FileQuery = v.object({ size: v.optional(v.picklist(['full', 'preview'], 'This value must be one of full, preview')) });
const PREVIEW_WIDTH = 600;
const PRINT_FILE = fileAnswer('The print file (JPEG, sRGB, 300 DPI), or its preview', 'image/jpeg');
const PRINT_FILE_LINK: NoContent = { description: 'To a presigned link of the print file in the S3-compatible store (Location), working 5 minutes', type: 'null' };
/** How long a print file's presigned link works: enough to start the download, too short to pass around. */
const PRINT_FILE_LINK_SECONDS = 300;
const LAB_EXPORT = fileAnswer('The lab export: the ready print files and manifest.csv, as a ZIP', 'application/zip');

/** The studio's side of a paid order (docs/print.md "Fulfilment"). */
export async function fulfilmentRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const requireJob = async (request: FastifyRequest) => {
    const { studioId, jobId } = request.params as { studioId: number; jobId: number };
    if (!(await jobInStudio(app.db, { studioId, jobId }))) throw notFound(notFoundMessage('Job'));
  };
  const orderOf = async (params: { studioId: number; jobId: number; orderNumber: string }) => {
    const order = await fulfilmentOrdersRepository.find(app.db, params.studioId, params.jobId, params.orderNumber);
    if (!order) throw notFound(notFoundMessage('Order'));
    return order;
  };
  const listRows = async (studioId: number, jobId: number, query: { shipping: 'batch' | 'individual'; status?: FulfilmentOrderRow['fulfilmentStatus'] }, page: { page: number; pageSize: number }) => {
    const { rows, total } = await fulfilmentOrdersRepository.list(app.db, studioId, jobId, query, page);
    const progress = await printFilesRepository.progress(app.db, rows.map((r) => r.order.id));
    const items: FulfilmentOrderRow[] = rows.map(({ order, ...row }) => ({
      orderNumber: String(order.orderNumber), orderStatus: order.status, fulfilmentStatus: order.fulfilmentStatus, placedAt: order.placedAt.toISOString(),
      customerName: order.customerName, email: order.email, organization: row.organization, group: row.group, children: row.children, packageCount: row.packageCount,
      shipTo: shipToLine(order.shippingOptionCode === null ? null : (order.shippingAddress as ShipToAddress | null)), carrier: order.carrier, trackingNumber: order.trackingNumber,
      printFiles: progress.get(order.id) ?? { ready: 0, total: 0, failed: 0 }, unpaid: isUnpaid(order),
    }));
    return { items, total };
  };

  app.get(
    '/studios/:studioId/jobs/:jobId/fulfilment/orders',
    { preHandler: requireJob, config: { permissions: READERS }, schema: { response: { 200: pagedAnswer(FulfilmentOrderRowAnswer) }, tags, summary: "The job's paid orders of one list (batch or individual), by group and child, with print file progress", params: StudioJobParams, querystring: FulfilmentOrdersQuery } },
    async (request) => {
      const { page, pageSize, ...query } = request.query;
      const { items, total } = await listRows(request.params.studioId, request.params.jobId, query, { page, pageSize });
      return paged(items, request.query, total);
    },
  );

  app.get(
    '/studios/:studioId/jobs/:jobId/fulfilment/orders/:orderNumber',
    { preHandler: requireJob, config: { permissions: READERS }, schema: { response: { 200: dataAnswer(FulfilmentOrderDetailAnswer) }, tags, summary: 'One order as the studio prints and ships it: ship-to, photos, crops, texts, services, print files', params: OrderParams } },
    async (request) => {
      const order = await orderOf(request.params);
      if (order.status === 'paid') await ensurePrintFiles(app, order.id);
      return ok(await orderDetail(app, order));
    },
  );

  app.post(
    '/studios/:studioId/jobs/:jobId/fulfilment/status',
    { preHandler: requireJob, config: { permissions: WRITERS }, schema: { response: { 200: dataAnswer(FulfilmentMoveResultAnswer) }, tags, summary: 'Move orders (or a whole list) to a status; shipped needs carrier and tracking number and e-mails each parent', params: StudioJobParams, body: FulfilmentMoveBody } },
    async (request) => ok(await moveOrders(app, request.params.studioId, request.params.jobId, request.body)),
  );

  app.post(
    '/studios/:studioId/jobs/:jobId/fulfilment/orders/:orderNumber/reprints',
    { preHandler: requireJob, config: { permissions: WRITERS }, schema: { response: { 201: dataAnswer(PrintFileInfoAnswer) }, tags, summary: 'Reprint one item: a new print file with the reason; the parent is not charged', params: OrderParams, body: ReprintBody } },
    async (request, reply) => {
      const order = await orderOf(request.params);
      if (order.status !== 'paid') throw conflict(`Order ${order.orderNumber} is ${order.status}: it is not fulfilled`);
      const lines = await fulfilmentOrdersRepository.lines(app.db, order.id);
      const line = lines[request.body.line - 1];
      const item = line ? lineDetails(line.details).items[request.body.item - 1] : undefined;
      if (!line || !item) throw notFound(notFoundMessage('Item'));
      if (!printsItem(item)) throw conflict('This item is a digital download: there is nothing to reprint');
      const file = await app.db.transaction(async (tx) => {
        const reprint = await printFilesRepository.nextReprint(tx, line.id, request.body.item);
        return printFilesRepository.reprint(tx, { orderId: order.id, orderLineId: line.id, lineNo: request.body.line, itemNo: request.body.item, reprint, reason: request.body.reason, requestedBy: request.user?.id ?? null });
      });
      await queuePrintFile(app, file.id);
      return reply.status(201).send(ok(fileInfo(String(order.orderNumber), file, item.productCode)));
    },
  );

  app.get(
    '/studios/:studioId/jobs/:jobId/fulfilment/orders/:orderNumber/print-files/:fileId',
    {
      preHandler: requireJob,
      config: { permissions: READERS },
      schema: { response: { 200: PRINT_FILE, 302: PRINT_FILE_LINK }, tags, summary: 'One print file (JPEG, 300 DPI), or its preview scaled down (size=preview); from S3-compatible storage, a redirect to a 5-minute presigned link', params: FileParams, querystring: FileQuery },
    },
    async (request, reply) => {
      const order = await orderOf(request.params);
      const file = await printFilesRepository.find(app.db, order.id, request.params.fileId);
      if (!file) throw notFound(notFoundMessage('Print file'));
      const notReady = () => conflict('This print file is not ready yet');
      if (file.status !== 'ready' || !file.storageKey) throw notReady();
      const lines = await fulfilmentOrdersRepository.lines(app.db, order.id);
      const disposition = `attachment; filename="${fileInfo(String(order.orderNumber), file, productCodeOf(lines, file)).fileName}"`;
      reply.header('cache-control', 'private, no-store');
      // The full print from an object store: its bytes go from the bucket to the studio, never through here.
      if (request.query.size !== 'preview') {
        const link = await app.storage.downloadLink?.(file.storageKey, { contentDisposition: disposition, contentType: 'image/jpeg', seconds: PRINT_FILE_LINK_SECONDS });
        if (link && (await app.storage.exists(file.storageKey))) return reply.code(302).header('location', link).send();
      }
      const data = await app.storage.get(file.storageKey);
      if (!data) throw notReady();
      // The preview is the print itself, scaled down: never a second drawing.
      const body = request.query.size === 'preview' ? await sharp(data).resize({ width: PREVIEW_WIDTH }).jpeg({ quality: 80 }).toBuffer() : data;
      return reply.header('content-type', 'image/jpeg').header('content-disposition', disposition).send(body);
    },
  );

  app.get(
    '/studios/:studioId/jobs/:jobId/fulfilment/orders/:orderNumber/work-order.pdf',
    { preHandler: requireJob, config: { permissions: READERS }, schema: { response: { 200: PDF_FILE }, tags, summary: 'The printable work order of one order (PDF)', params: OrderParams } },
    async (request, reply) => {
      const detail = await orderDetail(app, await orderOf(request.params));
      return sendWorkOrder(reply, detail, await studioNameOf(app.db, request.params.studioId));
    },
  );

  const chosen = (query: { orders?: string }) => (query.orders ? [...new Set(query.orders.split(','))] : null);

  app.get(
    '/studios/:studioId/jobs/:jobId/fulfilment/packing-list.pdf',
    { preHandler: requireJob, config: { permissions: READERS }, schema: { response: { 200: PDF_FILE }, tags, summary: 'The packing list of a list (or the named orders), by group and child (PDF)', params: StudioJobParams, querystring: LabExportQuery } },
    async (request, reply) => {
      const { studioId, jobId } = request.params;
      const { items } = await listRows(studioId, jobId, { shipping: request.query.shipping }, { page: 1, pageSize: 100_000 });
      const only = chosen(request.query);
      const rows = only ? items.filter((row) => only.includes(row.orderNumber)) : items;
      const header = await fulfilmentOrdersRepository.jobHeader(app.db, studioId, jobId);
      return sendPackingList(reply, rows, { studioName: await studioNameOf(app.db, studioId), jobName: header?.jobName ?? '', organization: header?.organization ?? '' }, exportFileName(header?.jobName ?? '', `packing-list-${request.query.shipping}`, dayIn(new Date()), 'pdf', 'job'));
    },
  );

  app.get(
    '/studios/:studioId/jobs/:jobId/fulfilment/lab-export.zip',
    { preHandler: requireJob, config: { permissions: READERS }, schema: { response: { 200: LAB_EXPORT }, tags, summary: 'The lab export: the ready print files of a list (or the named orders) and manifest.csv, streamed as a ZIP with its exact size', params: StudioJobParams, querystring: LabExportQuery } },
    async (request, reply) => {
      const { studioId, jobId } = request.params;
      const ids = await fulfilmentOrdersRepository.ids(app.db, studioId, jobId, request.query.shipping, chosen(request.query));
      const header = await fulfilmentOrdersRepository.jobHeader(app.db, studioId, jobId);
      const made = await labExport(app, ids, header?.organization ?? '');
      const size = await made.size;
      if (size >= 0) reply.header('content-length', String(size));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(header?.jobName ?? '', `lab-export-${request.query.shipping}`, dayIn(new Date()), 'zip', 'job')}"`)
        .header('x-print-files', String(made.files))
        .header('cache-control', 'private, no-store')
        .send(made.zip.outputStream);
    },
  );
}
