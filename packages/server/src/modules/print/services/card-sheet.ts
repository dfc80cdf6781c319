import { CAMERA_CARD_GRID, CAMERA_CARDS_PER_PAGE } from '@shutterday/domain/staff';

/** US Letter in PDF points (1/72 in). */
export const LETTER = { width: 612, height: 792 } as const;
/** A card is 3.75 × 2.5 in; the grid sits centred with half an inch all round for the cut marks. */
export const CARD = { width: 270, height: 180 } as const;
const ORIGIN = {
  x: (LETTER.width - CAMERA_CARD_GRID.columns * CARD.width) / 2,
  y: (LETTER.height - CAMERA_CARD_GRID.rows * CARD.height) / 2,
};
const MARK = { gap: 6, length: 18 };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the n-th card of a page sits (row by row, from the top left). */
export function cardBox(indexOnPage: number): Box {
  const column = indexOnPage % CAMERA_CARD_GRID.columns;
  const row = Math.floor(indexOnPage / CAMERA_CARD_GRID.columns) % CAMERA_CARD_GRID.rows;
  return { x: ORIGIN.x + column * CARD.width, y: ORIGIN.y + row * CARD.height, ...CARD };
}

export const isFirstOnPage = (index: number) => index % CAMERA_CARDS_PER_PAGE === 0;

/** Crop marks in the margin at every cut line, outside the cards so a trimmed card shows none. */
export function drawCutMarks(doc: PDFKit.PDFDocument): void {
  const right = ORIGIN.x + CAMERA_CARD_GRID.columns * CARD.width;
  const bottom = ORIGIN.y + CAMERA_CARD_GRID.rows * CARD.height;
  for (let column = 0; column <= CAMERA_CARD_GRID.columns; column += 1) {
    const x = ORIGIN.x + column * CARD.width;
    doc.moveTo(x, ORIGIN.y - MARK.gap - MARK.length).lineTo(x, ORIGIN.y - MARK.gap);
    doc.moveTo(x, bottom + MARK.gap).lineTo(x, bottom + MARK.gap + MARK.length);
  }
  for (let row = 0; row <= CAMERA_CARD_GRID.rows; row += 1) {
    const y = ORIGIN.y + row * CARD.height;
    doc.moveTo(ORIGIN.x - MARK.gap - MARK.length, y).lineTo(ORIGIN.x - MARK.gap, y);
    doc.moveTo(right + MARK.gap, y).lineTo(right + MARK.gap + MARK.length, y);
  }
  doc.lineWidth(0.5).strokeColor('black').stroke();
}
