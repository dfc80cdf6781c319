import PDFDocument from 'pdfkit';
import type { PrintSubject } from '../repositories/print-roster';
import { drawCameraCards } from '../services/camera-cards-pdf';
import { UNREAD_LIMIT } from '../services/flow-control';

const header = { jobId: 7, jobName: 'Big Day', organizationName: 'Big School', studioName: 'Demo Photo Co', studioLogoUrl: null, address: 'photos.example.com/demo' };
const turns = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('drawing follows the reader', () => {
  it('pauses while the PDF waits unread, keeping about a quarter of a megabyte, and finishes every card once it is read', async () => {
    let pulled = 0;
    async function* subjects(): AsyncGenerator<PrintSubject> {
      for (let id = 1; id <= 2000; id += 1) {
        pulled += 1;
        yield { id, firstName: 'Kid', lastName: `Number ${id}`, accessCode: `BIG${id}`, groupId: null, groupName: null };
      }
    }
    const doc = new PDFDocument({ autoFirstPage: false });
    let finished = false;
    const drawing = drawCameraCards(doc, header, subjects()).then((count) => {
      finished = true;
      return count;
    });
    while (!finished && doc.readableLength <= UNREAD_LIMIT) await turns(1);
    expect(finished).toBe(false);
    const stalledAt = pulled;
    await turns(200);
    expect(pulled).toBe(stalledAt);
    expect(stalledAt).toBeLessThan(2000);
    expect(doc.readableLength).toBeLessThan(UNREAD_LIMIT * 1.5);

    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    expect(await drawing).toBe(2000);
    doc.end();
    await new Promise((resolve) => doc.on('end', resolve));
    const pdf = Buffer.concat(chunks).toString('latin1');
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(250);
  });

  it('stops drawing when the reader is gone', async () => {
    let pulled = 0;
    async function* subjects(): AsyncGenerator<PrintSubject> {
      for (let id = 1; id <= 2000; id += 1) {
        pulled += 1;
        yield { id, firstName: 'Kid', lastName: `Number ${id}`, accessCode: null, groupId: null, groupName: null };
      }
    }
    const doc = new PDFDocument({ autoFirstPage: false });
    let finished = false;
    const drawing = drawCameraCards(doc, header, subjects()).finally(() => {
      finished = true;
    });
    while (!finished && doc.readableLength <= UNREAD_LIMIT) await turns(1);
    expect(finished).toBe(false);
    doc.destroy();
    const drawn = await drawing;
    expect(drawn).toBeLessThan(2000);
    expect(pulled).toBeLessThan(2000);
  });
});
