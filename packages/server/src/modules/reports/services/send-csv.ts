import { centsToDollarsText } from '@shutterday/domain';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { Readable, pipeline } from 'node:stream';

/** A column of an export: `money` cells hold cents and are written as dollars with two decimals. */
export interface CsvColumn {
  key: string;
  header: string;
  money?: boolean;
}

/**
 * Streams rows as CSV: a cell starting with =, +, - or @ is escaped so a spreadsheet never runs a parent's
 * text as a formula; a failed read mid-way ends the download broken and says why in the log.
 */
export function sendCsv(reply: FastifyReply, fileName: string, columns: CsvColumn[], rows: AsyncIterable<Record<string, unknown>>) {
  const money = new Set(columns.filter((column) => column.money).map((column) => column.key));
  // Amounts as dollars with two decimals, cast from the number so that "-1.50" (a credit) stays a number for
  // the formula escaping and the spreadsheet; every other number as is.
  const castNumber = (value: number, context: { column?: number | string }) => (money.has(String(context.column)) ? centsToDollarsText(value) : String(value));
  const csv = stringify({ header: true, columns: columns.map(({ key, header }) => ({ key, header })), bom: true, escape_formulas: true, cast: { number: castNumber } });
  const source = Readable.from(rows);
  pipeline(source, csv, (error) => {
    if (error) reply.log.error({ err: error }, 'writing a CSV export failed');
  });
  return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(csv);
}
