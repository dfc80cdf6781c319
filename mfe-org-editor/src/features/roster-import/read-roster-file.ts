import Papa from 'papaparse';

/** A roster file as rows of text cells; the first row holds the headers. Blank rows are kept, so index + 1 is the file's row number. */
export type RosterTable = string[][];

export class RosterFileError extends Error {}

/** FileReader rather than Blob.text(): the same in every browser and in the component tests' DOM. */
function readAs<T extends string | ArrayBuffer>(file: File, as: 'text' | 'buffer'): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(file);
    else reader.readAsArrayBuffer(file);
  });
}

const isSpreadsheet = (file: File) => /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readXlsx(file: File): Promise<RosterTable> {
  // exceljs is large: it loads only when a spreadsheet is chosen.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readAs<ArrayBuffer>(file, 'buffer'));
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: RosterTable = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    rows[rowNumber - 1] = Array.from({ length: width }, (_, index) => row.getCell(index + 1).text ?? '');
  });
  // Rows the sheet never touched stay blank, so each row keeps its number.
  return Array.from(rows, (cells) => cells ?? []);
}

function readCsv(text: string): RosterTable {
  // Blank lines stay (the preview skips them) so that every message names the row the studio sees in its file.
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new RosterFileError(`Row ${(fatal.row ?? 0) + 1}: ${fatal.message}`);
  return parsed.data;
}

const isBlank = (cells: string[]) => cells.every((cell) => (cell ?? '').trim() === '');

/** The rows under the header that hold something. */
export const dataRowCount = (table: RosterTable): number => table.slice(1).filter((cells) => !isBlank(cells)).length;

/** Reads a CSV or XLSX roster in the browser (nothing is sent before the preview is accepted). */
export async function readRosterFile(file: File): Promise<RosterTable> {
  let rows: RosterTable;
  try {
    rows = isSpreadsheet(file) ? await readXlsx(file) : readCsv(await readAs<string>(file, 'text'));
  } catch (error) {
    if (error instanceof RosterFileError) throw error;
    throw new RosterFileError(`We couldn't read ${file.name}: choose a CSV file or an Excel workbook (.xlsx)`);
  }
  if (dataRowCount(rows) === 0) throw new RosterFileError(`${file.name} has no rows under its header row`);
  return rows;
}
