import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Box } from '../modules/print/services/card-sheet';

export interface ReadPage {
  text: string;
  /** What the QR code in each asked box decodes to, null where none was found. */
  codes: Array<string | null>;
}

/** Renders and reads a PDF in a separate process (see pdf-probe.mjs). */
export async function readPdf(pdf: Buffer, boxes: Box[] = []): Promise<ReadPage[]> {
  const dir = await mkdtemp(join(tmpdir(), 'print-test-'));
  try {
    const file = join(dir, 'file.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'pdf-probe.mjs'), file, JSON.stringify(boxes)], { maxBuffer: 64 * 1024 * 1024 });
    return (JSON.parse(stdout) as { pages: ReadPage[] }).pages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
