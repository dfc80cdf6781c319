import QRCode from 'qrcode';

/**
 * Draws a QR code as filled squares (vector), so it prints sharp at any size and any printer resolution.
 * Runs of dark modules in a row become one rectangle to keep the PDF small.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    let runStart = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && runStart < 0) runStart = col;
      if (!dark && runStart >= 0) {
        doc.rect(x + runStart * cell, y + row * cell, (col - runStart) * cell, cell);
        runStart = -1;
      }
    }
  }
  doc.fillColor('black').fill();
}
