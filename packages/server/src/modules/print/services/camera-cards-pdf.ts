import { cameraCardCode, formatAccessCode, groupCardCode } from '@shutterday/domain/staff';
import type { PrintGroupCard, PrintHeader, PrintSubject } from '../repositories/print-roster';
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
/** What a group's card says it is for, above the group's name. */
export const GROUP_CARD_TITLE = 'Group photo';

/** A card of the set: a child's (a subject), or a group's (`kind: 'group'`). */
export type CameraCard = PrintSubject | PrintGroupCard;

/**
 * Draws the camera cards as they arrive — a child's card per subject, a group's card per group — eight to
 * a Letter page with cut marks. The document streams out while it is drawn, a page at a time as the reader
 * keeps up; the caller ends it.
 */
export async function drawCameraCards(doc: PDFKit.PDFDocument, header: PrintHeader, cards: AsyncIterable<CameraCard>, logoFile: Buffer | null = null): Promise<number> {
  // Opened once, so the PDF holds the logo once however many cards show it.
  const logo = logoFile ? openImage(doc, logoFile) : null;
  let index = 0;
  for await (const card of cards) {
    if (isFirstOnPage(index)) {
      if (!(await readerCaughtUp(doc))) return index;
      doc.addPage({ size: [LETTER.width, LETTER.height], margin: 0 });
      drawCutMarks(doc);
    }
    if ('kind' in card) drawGroupCard(doc, cardBox(index), header, card, logo);
    else drawCard(doc, cardBox(index), header, card, logo);
    index += 1;
  }
  if (index === 0) {
    doc.addPage({ size: [LETTER.width, LETTER.height], margin: 36 });
    doc.font('Helvetica').fontSize(14).fillColor('black').text(`${header.jobName} has no subjects yet, so there are no camera cards to print.`);
  }
  return index;
}

type CardText = (value: string, font: string, size: number, width: number, options?: PDFKit.Mixins.TextOptions) => void;

/** The top of every card (logo, studio, organization and job); answers how to write a line and the width left of the QR code. */
function drawCardHeader(doc: PDFKit.PDFDocument, box: Box, header: PrintHeader, logo: OpenedImage | null): { text: CardText; columnWidth: number } {
  const left = box.x + PAD;
  const text: CardText = (value, font, size, width, options = {}) => {
    doc.font(font).fontSize(size).text(value, { width, height: size * 1.2, ellipsis: true, ...options });
  };
  const besideLogo = logo ? LOGO_BOX.width + LOGO_BOX.gap : 0;
  if (logo) doc.image(logo, left, box.y + PAD, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
  doc.fillColor(GREY);
  doc.x = left + besideLogo;
  doc.y = box.y + PAD;
  text(header.studioName, 'Helvetica', 8, box.width - PAD * 2 - besideLogo);
  text(`${header.organizationName} · ${header.jobName}`, 'Helvetica', 8, box.width - PAD * 2 - besideLogo);
  return { text, columnWidth: box.width - PAD * 3 - QR_SIZE };
}

/** The QR code at the right with, under it, whose card it is and what the code holds, so a photographer can check a scan by eye. */
function drawCardCode(doc: PDFKit.PDFDocument, box: Box, scanned: string, whose: string): void {
  const qrX = box.x + box.width - PAD - QR_SIZE;
  drawQrCode(doc, scanned, qrX, box.y + QR_TOP, QR_SIZE);
  doc.font('Helvetica').fontSize(7).fillColor(GREY).text(whose, qrX, box.y + QR_TOP + QR_SIZE + 4, { width: QR_SIZE, align: 'center', height: 9, ellipsis: true, lineBreak: false });
  doc.font('Courier').fontSize(6.5).text(scanned, qrX, box.y + QR_TOP + QR_SIZE + 13, { width: QR_SIZE, align: 'center', height: 9, lineBreak: false });
}

/**
 * A group's card: "Group photo", the group's name and how many children it holds, and the group's code
 * (`SD1:{jobId}:G{groupId}`). Shot before the class or team photo, it makes that photo every member's group photo.
 */
function drawGroupCard(doc: PDFKit.PDFDocument, box: Box, header: PrintHeader, group: PrintGroupCard, logo: OpenedImage | null): void {
  const { text, columnWidth } = drawCardHeader(doc, box, header, logo);
  doc.fillColor('black');
  doc.y = box.y + QR_TOP;
  text(GROUP_CARD_TITLE, 'Helvetica', 10, columnWidth);
  // A long name (a teacher's) shrinks, then takes a second line, rather than being cut.
  const size = fittingSize(doc, group.name, 'Helvetica-Bold', columnWidth, 18, 12);
  text(group.name, 'Helvetica-Bold', size, columnWidth, { height: size * 2.4 });
  text(`${group.subjectCount} ${group.subjectCount === 1 ? 'child' : 'children'}`, 'Helvetica', 10, columnWidth);
  doc.y = box.y + box.height - PAD - 30;
  doc.fillColor(GREY);
  text('Photograph this card, then the group photo: it goes to every child of the group.', 'Helvetica', 7, columnWidth, { height: 26 });
  drawCardCode(doc, box, groupCardCode({ jobId: header.jobId, groupId: group.id }), `${GROUP_CARD_TITLE} · ${group.name}`);
}

function drawCard(doc: PDFKit.PDFDocument, box: Box, header: PrintHeader, subject: PrintSubject, logo: OpenedImage | null): void {
  const { text, columnWidth } = drawCardHeader(doc, box, header, logo);
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

  drawCardCode(doc, box, cameraCardCode({ jobId: header.jobId, subjectId: subject.id }), `${subject.firstName} ${subject.lastName}`);
}

function fittingSize(doc: PDFKit.PDFDocument, value: string, font: string, width: number, largest = 15, smallest = 8): number {
  doc.font(font).fontSize(largest);
  const natural = doc.widthOfString(value);
  return natural <= width ? largest : Math.max(smallest, Math.floor((largest * width) / natural * 10) / 10);
}
