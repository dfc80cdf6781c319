import { centsToDollarsText } from '@shutterday/domain';
import { stringify, type Options } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

/** A row of an export as its repository reads it. */
export type CsvRow = Record<string, unknown>;

/**
 * A column of an export: the row's value under `key`, or `cell` worked out from the whole row (one step
 * for every row, no copy of it). `money` cells hold cents and are written as dollars with two decimals.
 */
export interface CsvColumn {
  key: string;
  header: string;
  money?: boolean;
  cell?: (row: CsvRow) => unknown;
}

/**
 * The CSV text of each batch of rows, one chunk a batch: the byte order mark and the header before the
 * first (alone when there are no rows). Each batch is one call of csv-stringify over arrays in column
 * order, so the library reads no key paths and the socket gets one write a batch instead of one a row
 * (docs/performance.md "A season of data").
 */
async function* csvText(columns: CsvColumn[], batches: AsyncIterable<readonly CsvRow[]>): AsyncGenerator<string> {
  const money = columns.map((column) => column.money === true);
  const cells = columns.map(({ key, cell }) => cell ?? ((row: CsvRow) => row[key]));
  const record = (row: CsvRow) => {
    const values = new Array<unknown>(cells.length);
    for (let i = 0; i < cells.length; i++) values[i] = cells[i]!(row);
    return values;
  };
  // Amounts as dollars with two decimals, cast from the number so that "-1.50" (a credit) stays a number for
  // the formula escaping and the spreadsheet; every other number as is.
  const castNumber = (value: number, context: { index: number }) => (money[context.index] ? centsToDollarsText(value) : String(value));
  const options: Options = { columns: columns.map(({ key, header }) => ({ key, header })), escape_formulas: true, cast: { number: castNumber } };
  let first = true;
  for await (const batch of batches) {
    yield stringify(batch.map(record), { ...options, header: first, bom: first });
    first = false;
  }
  if (first) yield stringify([], { ...options, header: true, bom: true });
}

/**
 * Streams batches of rows as CSV, reading the next batch only when the client has taken the last: a cell
 * starting with =, +, - or @ is escaped so a spreadsheet never runs a parent's text as a formula; a failed
 * read mid-way ends the download broken and says why in the log.
 */
export function sendCsv(reply: FastifyReply, fileName: string, columns: CsvColumn[], batches: AsyncIterable<readonly CsvRow[]>) {
  const csv = Readable.from(csvText(columns, batches), { objectMode: false });
  csv.on('error', (error) => reply.log.error({ err: error }, 'writing a CSV export failed'));
  return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(csv);
}
