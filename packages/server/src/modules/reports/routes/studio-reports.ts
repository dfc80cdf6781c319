import { centsToDollarsText, notFoundMessage, Permission } from '@shutterday/domain';
import { PaymentsExportRequest, PaymentsSummaryQuery, SubjectsExportRequest, YearbookExportRequest } from '@shutterday/domain/staff';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable, pipeline } from 'node:stream';
import { ok } from '../../../http/envelope';
import { badRequest, notFound } from '../../../http/http-error';
import { StudioParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { jobInStudio } from '../../catalog/repositories/job-promotions';
import { studioReportsRepository } from '../repositories/studio-reports';

/** The studio's money: the permissions of its earned totals. */
const FINANCIAL = [Permission.StudioFinancialsRead, Permission.StudioAdminCrud];

const PAYMENT_COLUMNS = [
  { key: 'orderNumber', header: 'Order number' },
  { key: 'paidAt', header: 'Paid at' },
  { key: 'jobName', header: 'Job' },
  { key: 'orderMethod', header: 'Method' },
  { key: 'status', header: 'Status' },
  { key: 'customerName', header: 'Parent' },
  { key: 'email', header: 'E-mail' },
  { key: 'children', header: 'Children' },
  { key: 'subtotal', header: 'Subtotal' },
  { key: 'services', header: 'Photo services' },
  { key: 'discount', header: 'Discount' },
  { key: 'shipping', header: 'Shipping' },
  { key: 'tax', header: 'Tax' },
  { key: 'total', header: 'Total' },
];
const SUBJECT_COLUMNS = [
  { key: 'lastName', header: 'Last name' },
  { key: 'firstName', header: 'First name' },
  { key: 'group', header: 'Group' },
  { key: 'accessCode', header: 'Access code' },
  { key: 'externalId', header: 'External ID' },
  { key: 'orders', header: 'Paid orders' },
  { key: 'packages', header: 'Packages' },
  { key: 'amount', header: 'Amount' },
];
const YEARBOOK_COLUMNS = [
  { key: 'lastName', header: 'Last name' },
  { key: 'firstName', header: 'First name' },
  { key: 'group', header: 'Group' },
  { key: 'accessCode', header: 'Access code' },
  { key: 'fileName', header: 'Yearbook pose' },
  { key: 'photoId', header: 'Photo id' },
  { key: 'orderNumber', header: 'Order number' },
];
const MONEY = ['subtotal', 'services', 'discount', 'shipping', 'tax', 'total', 'amount'];

/** Amounts as dollars with two decimals (a spreadsheet reads them as numbers); everything else as is. */
function csvRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const key of MONEY) if (typeof out[key] === 'number') out[key] = centsToDollarsText(out[key]);
  return out;
}

/**
 * Streams rows as CSV: a cell starting with =, +, - or @ is escaped so a spreadsheet never runs a parent's
 * text as a formula; a failed read mid-way ends the download broken and says why in the log.
 */
function sendCsv(reply: FastifyReply, fileName: string, columns: Array<{ key: string; header: string }>, rows: AsyncIterable<Record<string, unknown>>) {
  const csv = stringify({ header: true, columns, bom: true, escape_formulas: true });
  const source = Readable.from((async function* () { for await (const row of rows) yield csvRow(row); })());
  pipeline(source, csv, (error) => {
    if (error) reply.log.error({ err: error }, 'writing a CSV export failed');
  });
  return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(csv);
}

const daysInName = (request: { startDate?: string; endDate?: string }) =>
  [request.startDate, request.endDate].map((day) => (day ? day.replace(/(\d\d)\/(\d\d)\/(\d{4})/, '$3-$1-$2') : 'all')).join('_');

/** The studio's reports (spec §7 "Reports", studio): the payments summary and the CSV exports (docs/server.md). */
export async function studioReportRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const requireKnownTimeZone = async (zone: string | undefined) => {
    if (zone && !(await studioReportsRepository.knowsTimeZone(app.db, zone))) throw badRequest(['timeZone: This value must be a time zone such as America/Chicago']);
  };
  const requireJobOfStudio = async (studioId: number, jobId: number) => {
    if (!(await jobInStudio(app.db, { studioId, jobId }))) throw notFound(notFoundMessage('Job'));
  };

  app.get(
    '/studios/:studioId/reports/payments/summary',
    { config: { permissions: FINANCIAL }, schema: { tags, summary: 'Paid orders of the days (both included, read in timeZone, UTC by default): amounts, refunds, by method and by job', params: StudioParams, querystring: PaymentsSummaryQuery } },
    async (request) => {
      await requireKnownTimeZone(request.query.timeZone);
      return ok(await studioReportsRepository.paymentsSummary(app.db, request.params.studioId, request.query));
    },
  );

  app.post(
    '/studios/:studioId/reports/payments/export',
    { config: { permissions: FINANCIAL }, schema: { tags, summary: "The studio's orders of the days as CSV (read in timeZone; filterType/filter; jobId)", params: StudioParams, body: PaymentsExportRequest } },
    async (request, reply) => {
      const { studioId } = request.params;
      const body = request.body;
      await requireKnownTimeZone(body.timeZone);
      if (body.jobId) await requireJobOfStudio(studioId, body.jobId);
      return sendCsv(reply, `payments_${daysInName(body)}.csv`, PAYMENT_COLUMNS, studioReportsRepository.payments(app.db, studioId, body));
    },
  );

  app.post(
    '/studios/:studioId/reports/subjects/export',
    { config: { permissions: FINANCIAL }, schema: { tags, summary: "A job's subjects with their paid orders in the days (read in timeZone) as CSV", params: StudioParams, body: SubjectsExportRequest } },
    async (request, reply) => {
      await requireKnownTimeZone(request.body.timeZone);
      await requireJobOfStudio(request.params.studioId, request.body.jobId);
      return sendCsv(reply, `subjects_job-${request.body.jobId}_${daysInName(request.body)}.csv`, SUBJECT_COLUMNS, studioReportsRepository.subjects(app.db, request.body.jobId, request.body));
    },
  );

  app.post(
    '/studios/:studioId/reports/yearbook/export',
    { config: { permissions: FINANCIAL }, schema: { tags, summary: "The yearbook pose each of a job's subjects was ordered with, as CSV", params: StudioParams, body: YearbookExportRequest } },
    async (request, reply) => {
      await requireJobOfStudio(request.params.studioId, request.body.jobId);
      return sendCsv(reply, `yearbook_job-${request.body.jobId}.csv`, YEARBOOK_COLUMNS, studioReportsRepository.yearbook(app.db, request.body.jobId));
    },
  );
}
