import { centsToDollarsText } from '@shutterday/domain';
import { stringify } from 'csv-stringify/sync';
import { csvChunks, type CsvColumn } from '../services/send-csv';

const COLUMNS: CsvColumn[] = [
  { key: 'text', header: 'Parent' },
  { key: 'amount', header: 'Amount', money: true },
  { key: 'count', header: 'Children' },
  { key: 'flag', header: 'Batch' },
];

/** Every awkward cell an export meets: formulas, quotes, commas, line breaks, credits, blanks. */
const TEXTS = ['Pat Parent', '=HYPERLINK("x")', '+1 555', '-minus', '@sum', '\tTab', '\rReturn', '＝full', '＋full', '－full', '＠full', 'a "quoted" name', 'Smith, Jo', 'two\nlines', 'ends\r\n', '', 'O’Brien 北'];
const AMOUNTS = [0, 150, -150, 123456789, null];
const COUNTS = [0, 3, -2, null, undefined];
const FLAGS = [true, false, null];

async function ours(rows: Array<Record<string, unknown>>): Promise<string> {
  async function* source() {
    yield* rows;
  }
  let text = '';
  for await (const chunk of csvChunks(COLUMNS, source())) text += chunk;
  return text;
}

it('writes the same bytes as csv-stringify with formula escaping did, cell for cell', async () => {
  const rows = TEXTS.flatMap((text, i) => ({ text, amount: AMOUNTS[i % AMOUNTS.length], count: COUNTS[i % COUNTS.length], flag: FLAGS[i % FLAGS.length] }));
  const money = new Set(COLUMNS.filter((c) => c.money).map((c) => c.key));
  const expected = stringify(rows, {
    header: true,
    columns: COLUMNS.map(({ key, header }) => ({ key, header })),
    bom: true,
    escape_formulas: true,
    cast: { number: (value: number, context: { column?: number | string }) => (money.has(String(context.column)) ? centsToDollarsText(value) : String(value)) },
  });
  expect(await ours(rows)).toBe(expected);
});

it('writes a long export in chunks whose lines add up to every row', async () => {
  const rows = Array.from({ length: 5000 }, (_, i) => ({ text: `Parent ${i}`, amount: i, count: i % 4, flag: i % 2 === 0 }));
  const text = await ours(rows);
  expect(text.split('\n')).toHaveLength(5002);
});
