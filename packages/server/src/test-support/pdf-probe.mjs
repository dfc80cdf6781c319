// Reads a PDF the way a person with a printer and a phone would: renders every page with MuPDF, reads
// the text, and scans each given box of each page for a QR code with jsQR. Run as a separate Node
// process because MuPDF is an ES module with WebAssembly, which jest's CommonJS runtime cannot load.
// Usage: node pdf-probe.mjs <file.pdf> '<JSON list of {x,y,width,height} in PDF points>'
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';

const SCALE = 2;
const QUIET = 24;
const [file, boxesJson = '[]'] = process.argv.slice(2);
const boxes = JSON.parse(boxesJson);
const document = mupdf.Document.openDocument(readFileSync(file), 'application/pdf');
const decode = typeof jsQR === 'function' ? jsQR : jsQR.default;

/** The box's pixels as RGBA on a white frame (jsQR needs a quiet zone around the code). */
function crop(pixmap, box) {
  const stride = pixmap.getStride();
  const channels = pixmap.getNumberOfComponents();
  const source = pixmap.getPixels();
  const left = Math.round(box.x * SCALE);
  const top = Math.round(box.y * SCALE);
  const width = Math.round(box.width * SCALE) + QUIET * 2;
  const height = Math.round(box.height * SCALE) + QUIET * 2;
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = QUIET; y < height - QUIET; y += 1) {
    for (let x = QUIET; x < width - QUIET; x += 1) {
      const from = (top + y - QUIET) * stride + (left + x - QUIET) * channels;
      const to = (y * width + x) * 4;
      rgba[to] = source[from];
      rgba[to + 1] = source[from + 1];
      rgba[to + 2] = source[from + 2];
    }
  }
  return { rgba, width, height };
}

const pages = [];
for (let index = 0; index < document.countPages(); index += 1) {
  const page = document.loadPage(index);
  const text = page.toStructuredText('preserve-whitespace').asText();
  const pixmap = page.toPixmap(mupdf.Matrix.scale(SCALE, SCALE), mupdf.ColorSpace.DeviceRGB, false, true);
  const codes = boxes.map((box) => {
    const { rgba, width, height } = crop(pixmap, box);
    return decode(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  });
  pages.push({ text, codes });
}
process.stdout.write(JSON.stringify({ pages }));
