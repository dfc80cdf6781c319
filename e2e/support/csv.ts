import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';

/** One line of CSV as its fields: commas inside double quotes stay, a doubled quote is a quote. */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      out.push(field);
      field = '';
    } else field += char;
  }
  return [...out, field];
}

/** A downloaded CSV report (BOM, header line, one record a line) as records keyed by the header's names. */
export async function csvRecords(download: Download): Promise<Array<Record<string, string>>> {
  const [header, ...lines] = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  const names = fields(header!);
  return lines.map((line) => Object.fromEntries(fields(line).map((value, i) => [names[i], value])));
}
