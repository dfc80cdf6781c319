import { expect, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { DEMO } from '../../support/demo';

export const CLASSES = ['Room 1', 'Room 2', 'Room 3'];

/** A school's CSV export with headers none of the known aliases: 30 children, the 12th without a first name. */
export function rosterCsv(run: string): Buffer {
  const lines = ['Pupil given,Pupil family,Homeroom'];
  for (let i = 1; i <= 30; i++) lines.push(`${i === 12 ? '' : `Csv${i}`},Kid${run},${CLASSES[i % 3]}`);
  return Buffer.from(lines.join('\n'));
}

/** A later sheet from the office: five children already imported (same names and class) and the one the CSV lacked. */
export async function rosterXlsx(run: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Roster');
  sheet.addRow(['Child first', 'Child last', 'Class name']);
  for (let i = 1; i <= 5; i++) sheet.addRow([`Csv${i}`, `Kid${run}`, CLASSES[i % 3]]);
  sheet.addRow([`Late${run}`, `Kid${run}`, CLASSES[0]]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A distinct 1200 × 900 JPEG (a colour of its own, so no two share a hash). */
export async function photo(index: number): Promise<Buffer> {
  const background = { r: (index * 53) % 256, g: (index * 97) % 256, b: (index * 29) % 256 };
  return sharp({ create: { width: 1200, height: 900, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();
}

/** The pixel width of an image file. */
export async function width(image: Buffer): Promise<number> {
  return (await sharp(image).metadata()).width ?? 0;
}

export interface StaffSubject {
  id: number;
  firstName: string;
  lastName: string;
  groupName: string | null;
  accessCode: string | null;
}

export interface StaffPhoto {
  id: number;
  fileName: string | null;
  subjectId: number | null;
  status: string;
  thumbnailUrl: string | null;
}

export interface StaffRun {
  cardImageLookupId: number | null;
  cardFileName: string | null;
  subjectId: number | null;
  problem: string | null;
  imageLookupIds: number[];
  needsAttention: boolean;
}

/** The studio admin's API, for reading what the pages made (the roster's access codes, where each photo went). */
export async function staffApi(request: APIRequestContext, scope: { studioId: number; organizationId: number; jobId: number }) {
  const login = await request.post('/api/auth/login', { data: { username: DEMO.studioAdmin.email, password: DEMO.studioAdmin.password } });
  const { data: tokens } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${tokens.token}` };
  const job = `studioadmin/studios/${scope.studioId}/organizations/${scope.organizationId}/jobs/${scope.jobId}`;
  const list = async <T>(path: string): Promise<T[]> => {
    const answer = await request.get(`/api/${path}`, { headers });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: { resultItems: T[] } }).data.resultItems;
  };
  return {
    // Spec §7's subject list is under /api/v3; the image lookups are not.
    subjects: () => list<StaffSubject>(`v3/${job}/subjects?pageSize=100`),
    photos: () => list<StaffPhoto>(`${job}/imagelookups?pageSize=100`),
    /** The job's photos as shot (docs/photos.md "Keyframe matching"). */
    runs: async () => {
      const answer = await request.get(`/api/${job}/imagelookups/runs`, { headers });
      expect(answer.ok()).toBe(true);
      return ((await answer.json()) as { data: { pending: number; runs: StaffRun[] } }).data;
    },
  };
}

const SCALE = 2;
/** A camera card as printed: 3.75 × 2.5 in (in PDF points), two across and four down, centred on the page. */
const CARD = { width: 270, height: 180 };
// jsQR ships CommonJS with its function on `default`; loaded as ESM the default may be that wrapper.
const decode: typeof jsQR = typeof jsQR === 'function' ? jsQR : (jsQR as unknown as { default: typeof jsQR }).default;
const QUIET = 24;

/**
 * Reads the camera cards as a person with a phone would: renders every page with MuPDF and scans each of
 * the eight cards of the sheet for a QR code with jsQR. Answers what each place decodes to, in reading
 * order, null where nothing decodes (the empty places of the last page).
 */
export function scanCameraCards(pdf: Buffer): Array<string | null> {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  const codes: Array<string | null> = [];
  for (let index = 0; index < document.countPages(); index += 1) {
    const pixmap = document.loadPage(index).toPixmap(mupdf.Matrix.scale(SCALE, SCALE), mupdf.ColorSpace.DeviceRGB, false, true);
    const [width, height] = [pixmap.getWidth(), pixmap.getHeight()];
    const [cardWidth, cardHeight] = [CARD.width * SCALE, CARD.height * SCALE];
    for (let place = 0; place < 8; place += 1) {
      const box = { x: (width - 2 * cardWidth) / 2 + (place % 2) * cardWidth, y: (height - 4 * cardHeight) / 2 + Math.floor(place / 2) * cardHeight, width: cardWidth, height: cardHeight };
      const { rgba, w, h } = crop(pixmap, box);
      codes.push(decode(rgba, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null);
    }
  }
  return codes;
}

/** The box's pixels as RGBA on a white frame (jsQR needs a quiet zone around the code). */
function crop(pixmap: mupdf.Pixmap, box: { x: number; y: number; width: number; height: number }) {
  const stride = pixmap.getStride();
  const channels = pixmap.getNumberOfComponents();
  const source = pixmap.getPixels();
  const [left, top] = [Math.floor(box.x), Math.floor(box.y)];
  const w = Math.floor(box.width) + QUIET * 2;
  const h = Math.floor(box.height) + QUIET * 2;
  const rgba = new Uint8ClampedArray(w * h * 4).fill(255);
  for (let y = QUIET; y < h - QUIET; y += 1) {
    for (let x = QUIET; x < w - QUIET; x += 1) {
      const from = (top + y - QUIET) * stride + (left + x - QUIET) * channels;
      const to = (y * w + x) * 4;
      rgba[to] = source[from]!;
      rgba[to + 1] = source[from + 1]!;
      rgba[to + 2] = source[from + 2]!;
    }
  }
  return { rgba, w, h };
}
