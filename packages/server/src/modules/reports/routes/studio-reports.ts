import { PaymentsSummaryAnswer, dataAnswer } from '@shutterday/domain/answers';
import { CSV_FILE } from '../../../http/answers';
import { notFoundMessage, Permission } from '@shutterday/domain';
import { MONEY_FIGURES, ORDER_PAYMENT_STATE_LABELS, orderPaymentState, paymentMethodText, PaymentsExportRequest, PaymentsSummaryQuery, type PaymentMethod, SubjectsExportRequest, YearbookExportRequest } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { StudioParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { jobInStudio } from '../../catalog';
import { dayIn, exportFileName } from '@shutterday/domain/server';
import { sendCsv, type CsvColumn, type CsvRow } from '../services/send-csv';
import { exportOwnerName } from '../repositories/export-owner';
import { SHIP_TO_COLUMN } from '../services/ship-to';
import { requireKnownTimeZone } from '../services/report-time-zone';
import { studioReportsRepository } from '../repositories/studio-reports';

/** "Cash", "Check 1042", "Card"…: how each order was paid, as the studio reconciles it. */
const paymentCell = (row: CsvRow) => paymentMethodText(row.paymentMethod as PaymentMethod, row.checkNumber as string | null);

/** "Unpaid", "Paid", "Partly refunded"…: the order as the studio's lists show it (domain `orderPaymentState`). */
const statusCell = (row: CsvRow) =>
  ORDER_PAYMENT_STATE_LABELS[orderPaymentState({ status: row.status as 'paid', paymentMethod: row.paymentMethod as PaymentMethod, total: row.total as number, refunded: row.refunded as number })];

/** The studio's money: the permissions of its earned totals. */
const FINANCIAL = [Permission.StudioFinancialsRead];

const PAYMENT_COLUMNS: CsvColumn[] = [
  { key: 'orderNumber', header: 'Order number' },
  { key: 'paidAt', header: 'Paid at' },
  { key: 'jobName', header: 'Job' },
  { key: 'orderMethod', header: 'Method' },
  { key: 'payment', header: 'Paid by', cell: paymentCell },
  { key: 'status', header: 'Status', cell: statusCell },
  { key: 'customerName', header: 'Parent' },
  { key: 'email', header: 'E-mail' },
  { key: 'children', header: 'Children' },
  { key: 'subtotal', header: 'Subtotal', money: true },
  { key: 'services', header: 'Photo services', money: true },
  { key: 'discount', header: 'Discount', money: true },
  { key: 'shipping', header: 'Shipping', money: true },
  { key: 'tax', header: 'Tax', money: true },
  { key: 'total', header: 'Total', money: true },
  // Product sales apart from tax and shipping, and what refunds gave back of each (docs/server.md "Studio reports").
  { key: 'product', header: 'Product sales', money: true },
  { key: 'refundedProduct', header: 'Refunded product', money: true },
  { key: 'refundedTax', header: 'Refunded tax', money: true },
  { key: 'refundedShipping', header: 'Refunded shipping', money: true },
  { key: 'refunded', header: 'Refunded', money: true },
  { key: 'revenue', header: MONEY_FIGURES.revenue.label, money: true },
  SHIP_TO_COLUMN,
];
const SUBJECT_COLUMNS: CsvColumn[] = [
  { key: 'lastName', header: 'Last name' },
  { key: 'firstName', header: 'First name' },
  { key: 'group', header: 'Group' },
  { key: 'accessCode', header: 'Access code' },
  { key: 'externalId', header: 'External ID' },
  { key: 'orders', header: 'Paid orders' },
  { key: 'packages', header: 'Packages' },
  { key: 'amount', header: 'Amount', money: true },
  SHIP_TO_COLUMN,
];
const YEARBOOK_COLUMNS: CsvColumn[] = [
  { key: 'lastName', header: 'Last name' },
  { key: 'firstName', header: 'First name' },
  { key: 'group', header: 'Group' },
  { key: 'accessCode', header: 'Access code' },
  { key: 'fileName', header: 'Yearbook pose' },
  { key: 'photoId', header: 'Photo id' },
  { key: 'orderNumber', header: 'Order number' },
];

/** The studio's reports (spec §7 "Reports", studio): the payments summary and the CSV exports (docs/server.md). */
export async function studioReportRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const requireJobOfStudio = async (studioId: number, jobId: number) => {
    if (!(await jobInStudio(app.db, { studioId, jobId }))) throw notFound(notFoundMessage('Job'));
  };

  app.get(
    '/studios/:studioId/reports/payments/summary',
    { config: { permissions: FINANCIAL }, schema: { response: { 200: dataAnswer(PaymentsSummaryAnswer) }, tags, summary: 'Paid orders of the days (both included, read in timeZone, UTC by default): amounts, refunds, by method and by job', params: StudioParams, querystring: PaymentsSummaryQuery } },
    async (request) => {
      await requireKnownTimeZone(app.db, request.query.timeZone);
      return ok(await studioReportsRepository.paymentsSummary(app.db, request.params.studioId, request.query));
    },
  );

  app.post(
    '/studios/:studioId/reports/payments/export',
    { config: { permissions: FINANCIAL }, schema: { response: { 200: CSV_FILE }, tags, summary: "The studio's orders of the days as CSV (read in timeZone; filterType/filter; jobId)", params: StudioParams, body: PaymentsExportRequest } },
    async (request, reply) => {
      const { studioId } = request.params;
      const body = request.body;
      await requireKnownTimeZone(app.db, body.timeZone);
      if (body.jobId) await requireJobOfStudio(studioId, body.jobId);
      const fileName = exportFileName(await exportOwnerName(app.db, { studioId, jobId: body.jobId }), 'payments', dayIn(new Date(), body.timeZone), 'csv');
      return sendCsv(reply, fileName, PAYMENT_COLUMNS, studioReportsRepository.payments(app.db, studioId, body));
    },
  );

  app.post(
    '/studios/:studioId/reports/subjects/export',
    { config: { permissions: FINANCIAL }, schema: { response: { 200: CSV_FILE }, tags, summary: "A job's subjects with their paid orders in the days (read in timeZone) as CSV", params: StudioParams, body: SubjectsExportRequest } },
    async (request, reply) => {
      await requireKnownTimeZone(app.db, request.body.timeZone);
      await requireJobOfStudio(request.params.studioId, request.body.jobId);
      const fileName = exportFileName(await exportOwnerName(app.db, { studioId: request.params.studioId, jobId: request.body.jobId }), 'subjects', dayIn(new Date(), request.body.timeZone), 'csv', 'job');
      return sendCsv(reply, fileName, SUBJECT_COLUMNS, studioReportsRepository.subjects(app.db, request.body.jobId, request.body));
    },
  );

  app.post(
    '/studios/:studioId/reports/yearbook/export',
    { config: { permissions: FINANCIAL }, schema: { response: { 200: CSV_FILE }, tags, summary: "The yearbook pose each of a job's subjects was ordered with, as CSV", params: StudioParams, body: YearbookExportRequest } },
    async (request, reply) => {
      await requireJobOfStudio(request.params.studioId, request.body.jobId);
      const fileName = exportFileName(await exportOwnerName(app.db, { studioId: request.params.studioId, jobId: request.body.jobId }), 'yearbook', dayIn(new Date()), 'csv', 'job');
      return sendCsv(reply, fileName, YEARBOOK_COLUMNS, studioReportsRepository.yearbook(app.db, request.body.jobId));
    },
  );
}
