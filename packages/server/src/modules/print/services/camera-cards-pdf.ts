import { cameraCardCode, formatAccessCode } from '@shutterday/domain/staff';
import type { PrintHeader, PrintSubject } from '../repositories/print-roster';
import { cardBox, drawCutMarks, isFirstOnPage, LETTER, type Box } from './card-sheet';
import { readerCaughtUp } from './flow-control';
import { drawQrCode } from './qr-vector';

const PAD = 14;
const QR_SIZE = 100;
/** Below the two header lines, which run the card's full width. */
const QR_TOP = 42;
const GREY = '#555555';
/** The studio's logo sits left of the two header lines, fitted in this box (points). */
const LOGO_BOX = { width: 48, height: 20, gap: 6 };

/**
 * pdfkit's `openImage` (not in @types/pdfkit): an image opened once and drawn on every card is embedded in
 * the PDF once; `image()` takes the opened image where the types say a Buffer.
 */
type OpenedImage = Buffer & { readonly opened: unique symbol };
const openImage = (doc: PDFKit.PDFDocument, data: Buffer) => (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(data);

/** What a parent reads on the card when the subject has no access code yet. */
export const NO_ACCESS_CODE_TEXT = 'Ask the studio';

/**
 * Draws one camera card per subject, eight to a Letter page with cut marks, as the subjects arrive.
 * The document streams out while it is drawn, a page at a time as the reader keeps up; the caller ends it.
 */
export async function drawCameraCards(doc: PDFKit.PDFDocument, header: PrintHeader, subjects: AsyncIterable<PrintSubject>, logoFile: Buffer | null = null): Promise<number> {
  // Opened once, so the PDF holds the logo once however many cards show it.
  const logo = logoFile ? openImage(doc, logoFile) : null;
  let index = 0;
  for await (const subject of subjects) {
    if (isFirstOnPage(index)) {
      if (!(await readerCaughtUp(doc))) return index;
      doc.addPage({ size: [LETTER.width, LETTER.height], margin: 0 });
      drawCutMarks(doc);
    }
    drawCard(doc, cardBox(index), header, subject, logo);
    index += 1;
  }
  if (index === 0) {
    doc.addPage({ size: [LETTER.width, LETTER.height], margin: 36 });
    doc.font('Helvetica').fontSize(14).fillColor('black').text(`${header.jobName} has no subjects yet, so there are no camera cards to print.`);
  }
  return index;
}

function drawCard(doc: PDFKit.PDFDocument, box: Box, header: PrintHeader, subject: PrintSubject, logo: OpenedImage | null): void {
  const left = box.x + PAD;
  const text = (value: string, font: string, size: number, width: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.font(font).fontSize(size).text(value, { width, height: size * 1.2, ellipsis: true, ...options });

  const besideLogo = logo ? LOGO_BOX.width + LOGO_BOX.gap : 0;
  if (logo) doc.image(logo, left, box.y + PAD, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
  doc.fillColor(GREY);
  doc.x = left + besideLogo;
  doc.y = box.y + PAD;
  text(header.studioName, 'Helvetica', 8, box.width - PAD * 2 - besideLogo);
  text(`${header.organizationName} · ${header.jobName}`, 'Helvetica', 8, box.width - PAD * 2 - besideLogo);

  const columnWidth = box.width - PAD * 3 - QR_SIZE;
  const code = subject.accessCode?.trim();
  doc.fillColor('black');
  doc.y = box.y + QR_TOP;
  // First and last name on a line each, shrunk to fit rather than cut, so the card names the child in full.
  for (const name of [subject.firstName, subject.lastName]) text(name, 'Helvetica-Bold', fittingSize(doc, name, 'Helvetica-Bold', columnWidth), columnWidth);
  text(subject.groupName ?? 'No group', 'Helvetica', 10, columnWidth);
  doc.y = box.y + box.height - PAD - 48;
  doc.fillColor(GREY);
  text('Access code', 'Helvetica', 8, columnWidth);
  doc.fillColor('black');
  text(code ? formatAccessCode(code) : NO_ACCESS_CODE_TEXT, code ? 'Courier-Bold' : 'Helvetica-Bold', 16, columnWidth);
  doc.fillColor(GREY);
  text(`Parents: go to ${header.address} and type this code to see the photos.`, 'Helvetica', 6.5, columnWidth, { height: 18 });

  const qrX = box.x + box.width - PAD - QR_SIZE;
  const scanned = cameraCardCode({ jobId: header.jobId, subjectId: subject.id });
  drawQrCode(doc, scanned, qrX, box.y + QR_TOP, QR_SIZE);
  // Whose card it is and what the code holds, so a photographer can check a scan by eye.
  const fullName = `${subject.firstName} ${subject.lastName}`;
  doc.font('Helvetica').fontSize(7).fillColor(GREY).text(fullName, qrX, box.y + QR_TOP + QR_SIZE + 4, { width: QR_SIZE, align: 'center', height: 9, ellipsis: true, lineBreak: false });
  doc.font('Courier').fontSize(6.5).text(scanned, qrX, box.y + QR_TOP + QR_SIZE + 13, { width: QR_SIZE, align: 'center', height: 9, lineBreak: false });
}

function fittingSize(doc: PDFKit.PDFDocument, value: string, font: string, width: number, largest = 15, smallest = 8): number {
  doc.font(font).fontSize(largest);
  const natural = doc.widthOfString(value);
  return natural <= width ? largest : Math.max(smallest, Math.floor((largest * width) / natural * 10) / 10);
}
