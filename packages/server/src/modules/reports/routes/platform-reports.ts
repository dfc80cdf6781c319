import { CSV_FILE } from '../../../http/answers';
import { basisPointsAsPercent, commissionCents, PLATFORM_REPORTS, PlatformReportRequest, type PlatformReport } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { typed } from '../../../http/type-provider';
import { platformReportsRepository as reports } from '../repositories/platform-reports';
import { requireKnownTimeZone } from '../services/report-time-zone';
import { dayIn, exportFileName } from '@shutterday/domain/server';
import { sendCsv, type CsvColumn, type CsvRow } from '../services/send-csv';
import { SHIP_TO_COLUMN } from '../services/ship-to';

const money = (key: string, header: string): CsvColumn => ({ key, header, money: true });
const studioColumns: CsvColumn[] = [{ key: 'id', header: 'Studio ID' }, { key: 'studio', header: 'Studio' }];

interface ReportDefinition {
  summary: string;
  columns: CsvColumn[];
  rows: (db: Executor, request: PlatformReportRequest, log: FastifyInstance['log']) => AsyncIterable<readonly CsvRow[]>;
}

/** The five reports: what each says in the API document, its columns, and where its rows come from. */
const REPORTS: Record<PlatformReport, ReportDefinition> = {
  orders: {
    summary: 'Every order of the days (paid, refunded or cancelled) across all studios, as CSV',
    columns: [
      { key: 'studio', header: 'Studio' }, { key: 'job', header: 'Job' }, { key: 'orderNumber', header: 'Order number' },
      { key: 'placedAt', header: 'Placed at' }, { key: 'paidAt', header: 'Paid at' }, { key: 'status', header: 'Status' }, { key: 'email', header: 'E-mail' },
      money('subtotal', 'Subtotal'), money('services', 'Photo services'), money('discount', 'Discount'), money('shipping', 'Shipping'),
      money('tax', 'Tax'), money('total', 'Total'), money('refunded', 'Refunded'), SHIP_TO_COLUMN,
    ],
    rows: (db, request) => reports.orders(db, request),
  },
  taxes: {
    summary: 'Tax per studio and jurisdiction: collected on the orders paid in the days, given back on those refunded in them, as CSV',
    columns: [
      { key: 'studioId', header: 'Studio ID' }, { key: 'studio', header: 'Studio' }, { key: 'jurisdiction', header: 'Jurisdiction' }, { key: 'orders', header: 'Orders' },
      money('taxable', 'Taxable amount'), money('tax', 'Tax collected'), money('refundedTax', 'Tax refunded'), money('netTax', 'Net tax'),
    ],
    rows: async function* (db, request) {
      for await (const batch of reports.taxes(db, request)) yield batch.map((row) => ({ ...row, netTax: row.tax - row.refundedTax }));
    },
  },
  revenue: {
    summary: 'Per studio: orders paid in the days, gross sales, discounts, sales refunded in the days and net sales, as CSV',
    columns: [...studioColumns, { key: 'orders', header: 'Orders' }, money('gross', 'Gross sales'), money('discounts', 'Discounts'), money('refunds', 'Refunded sales'), money('netSales', 'Net sales')],
    rows: (db, request) => reports.revenue(db, request),
  },
  commissions: {
    summary: "Per studio: net sales of the days, the platform's commission rate and its commission, and the application fees its charges kept (less refunded fees), as CSV",
    columns: [...studioColumns, money('netSales', 'Net sales'), { key: 'rate', header: 'Rate (%)' }, money('commission', 'Commission'), money('feesKept', 'Fees kept')],
    rows: async function* (db, request, log) {
      const { rate, unusable } = await reports.commissionRate(db);
      if (unusable) log.warn('the saved platform commission rate is not a whole number of basis points from 0 to 10000; the default is used');
      for await (const batch of reports.revenue(db, request)) {
        yield batch.map((row) => ({ id: row.id, studio: row.studio, netSales: row.netSales, rate: basisPointsAsPercent(rate), commission: commissionCents(row.netSales, rate), feesKept: row.fees - row.refundedFees }));
      }
    },
  },
  refunds: {
    summary: 'Every order refunded in the days across all studios, as CSV',
    columns: [
      { key: 'refundedAt', header: 'Refunded at' }, { key: 'studio', header: 'Studio' }, { key: 'job', header: 'Job' }, { key: 'orderNumber', header: 'Order number' },
      { key: 'paidAt', header: 'Paid at' }, { key: 'email', header: 'E-mail' }, money('amount', 'Amount'),
    ],
    rows: (db, request) => reports.refunds(db, request),
  },
};

/** The system administrator's reports (spec §7 `POST /api/admin/reports/*`), under the /api/admin prefix and its guard. */
export async function platformReportRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  for (const report of PLATFORM_REPORTS) {
    const { summary, columns, rows } = REPORTS[report];
    app.post(`/reports/${report}`, { schema: { response: { 200: CSV_FILE }, tags: ['system admin'], summary, body: PlatformReportRequest } }, async (request, reply) => {
      await requireKnownTimeZone(app.db, request.body.timeZone);
      return sendCsv(reply, exportFileName(app.config.productName, report, dayIn(new Date(), request.body.timeZone), 'csv'), columns, rows(app.db, request.body, request.log));
    });
  }
}
