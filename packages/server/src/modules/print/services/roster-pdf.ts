import { formatAccessCode } from '@shutterday/domain/staff';
import type { PrintHeader, PrintSubject } from '../repositories/print-roster';
import { LETTER } from './card-sheet';
import { readerCaughtUp } from './flow-control';

export interface RosterGroup {
  name: string;
  subjects: AsyncIterable<PrintSubject>;
}

const MARGIN = 48;
const WIDTH = LETTER.width - MARGIN * 2;
const ROW = 22;
const COLUMNS = [
  { title: 'Here', x: MARGIN, width: 40 },
  { title: 'Last name', x: MARGIN + 44, width: 170 },
  { title: 'First name', x: MARGIN + 218, width: 150 },
  { title: 'Access code', x: MARGIN + 372, width: WIDTH - 372 },
];
const BOTTOM = LETTER.height - MARGIN - 16;

/**
 * The roster: each group starts on its own page with its name and a table of its subjects (a checkbox
 * to tick off who was photographed, last and first name, access code); a long group continues on the
 * next page under the same heading. Drawn as the subjects arrive; the caller ends the document.
 */
export async function drawRoster(doc: PDFKit.PDFDocument, header: PrintHeader, groups: AsyncIterable<RosterGroup>): Promise<void> {
  let pages = 0;
  const startPage = (title: string) => {
    pages += 1;
    // Margin 0: every text is placed by hand, and pdfkit would start a new page for a footer below its margin.
    doc.addPage({ size: [LETTER.width, LETTER.height], margin: 0 });
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(`${header.studioName} · ${header.organizationName} · ${header.jobName}`, MARGIN, MARGIN, { width: WIDTH, height: 12, ellipsis: true });
    doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(title, MARGIN, MARGIN + 16, { width: WIDTH, height: 22, ellipsis: true });
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(`Page ${pages}`, MARGIN, LETTER.height - MARGIN, { width: WIDTH, align: 'right', height: 12 });
    doc.text(`Parents type their access code at ${header.address}`, MARGIN, LETTER.height - MARGIN, { width: WIDTH - 60, height: 12, ellipsis: true });
    let y = MARGIN + 48;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
    for (const column of COLUMNS) doc.text(column.title, column.x, y, { width: column.width, height: 12, ellipsis: true });
    y += 14;
    doc.moveTo(MARGIN, y).lineTo(LETTER.width - MARGIN, y).lineWidth(0.8).strokeColor('black').stroke();
    return y + 6;
  };

  for await (const group of groups) {
    if (!(await readerCaughtUp(doc))) return;
    let y = startPage(group.name);
    let count = 0;
    for await (const subject of group.subjects) {
      if (y + ROW > BOTTOM) {
        if (!(await readerCaughtUp(doc))) return;
        y = startPage(`${group.name} (continued)`);
      }
      drawRow(doc, y, subject);
      y += ROW;
      count += 1;
    }
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(count === 0 ? 'No subjects in this group.' : `${count} ${count === 1 ? 'subject' : 'subjects'}`, MARGIN, y + 6, { width: WIDTH, height: 12 });
  }
  if (pages === 0) startPage('No subjects yet');
}

function drawRow(doc: PDFKit.PDFDocument, y: number, subject: PrintSubject): void {
  doc.rect(COLUMNS[0]!.x + 12, y + 2, 11, 11).lineWidth(0.8).strokeColor('black').stroke();
  const code = subject.accessCode?.trim();
  const cells = [subject.lastName, subject.firstName, code ? formatAccessCode(code) : '—'];
  doc.font('Helvetica').fontSize(11).fillColor('black');
  cells.forEach((text, i) => doc.text(text, COLUMNS[i + 1]!.x, y + 2, { width: COLUMNS[i + 1]!.width - 4, height: 14, ellipsis: true }));
  doc.moveTo(MARGIN, y + ROW - 4).lineTo(LETTER.width - MARGIN, y + ROW - 4).lineWidth(0.3).strokeColor('#bbbbbb').stroke();
}
