import { describePrint, type PrintRequest, type PrintSlotInput } from '@shutterday/domain/staff';
import sharp from 'sharp';
import { watermarkOverlay } from '../../../../services/images/derivatives';
import { renderPortrait } from '../../../../services/images/portrait';
import { drawPrint, MissingPrintSourceError, renderPrintFile, renderPrintPreview, type PrintSources } from '..';
import { meanAbsoluteDifference, PIXEL_THRESHOLD, rgb } from './pixels';

// The seed's own generated portraits (1200 × 1500): a gradient backdrop, a figure and a name band.
let ava: Buffer;
let ben: Buffer;
const sources: PrintSources = {
  photo: async (id) => (id === 1 ? ava : id === 2 ? ben : null),
  background: async () => null,
};

beforeAll(async () => {
  [ava, ben] = await Promise.all([renderPortrait('Ava Lopez', 0), renderPortrait('Ben Okafor', 3)]);
});

const slot = (over: Partial<PrintSlotInput> = {}): PrintSlotInput => ({ name: 'image1', photo: { id: 1, width: 1200, height: 1500 }, crop: null, rotation: 0, ...over });
const request = (over: Partial<PrintRequest> = {}): PrintRequest => ({ productCode: '8x10', slots: [slot()], texts: [], ...over });

/** The crop computed here from the crop values alone, with sharp: spec §3's size and centre in % of the photo. */
function independentCrop(photo: Buffer, crop: { cropX: number; cropY: number; xMid: number; yMid: number }, size: { width: number; height: number }) {
  const width = Math.round((crop.cropX / 100) * size.width);
  const height = Math.round((crop.cropY / 100) * size.height);
  return { left: Math.round((crop.xMid / 100) * size.width - width / 2), top: Math.round((crop.yMid / 100) * size.height - height / 2), width, height };
}

describe('the 8x10 print file', () => {
  const crop = { cropX: 60, cropY: 60, xMid: 40, yMid: 50 };

  it('is 2400 × 3000 px, 300 DPI, sRGB with the sRGB profile attached', async () => {
    const { body, contentType } = await renderPrintFile(request({ slots: [slot({ crop })] }), sources);
    expect(contentType).toBe('image/jpeg');
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2400, height: 3000, density: 300, space: 'srgb', channels: 3, hasProfile: true });
    const srgb = await sharp(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).withIccProfile('srgb').jpeg().toBuffer()).metadata();
    expect(meta.icc?.equals(srgb.icc!)).toBe(true);
  });

  it('matches an independent crop of the original at the same crop values', async () => {
    const { body } = await renderPrintFile(request({ slots: [slot({ crop })] }), sources);
    const expected = await rgb(sharp(ava).extract(independentCrop(ava, crop, { width: 1200, height: 1500 })).resize(2400, 3000));
    expect(await meanAbsoluteDifference(await rgb(body), expected)).toBeLessThan(PIXEL_THRESHOLD);
    // The comparison can fail: the crop a tenth further right is far from it.
    const shifted = await rgb(sharp(ava).extract(independentCrop(ava, { ...crop, xMid: 50 }, { width: 1200, height: 1500 })).resize(2400, 3000));
    expect(await meanAbsoluteDifference(await rgb(body), shifted)).toBeGreaterThan(5 * PIXEL_THRESHOLD);
  });

  it('turns the photo first when the parent rotated it, the crop measured on the turned photo', async () => {
    const turnedCrop = { cropX: 48, cropY: 75, xMid: 30, yMid: 50 };
    const { body } = await renderPrintFile(request({ slots: [slot({ crop: turnedCrop, rotation: 90 })] }), sources);
    const turned = await sharp(ava).rotate(90).toBuffer();
    const expected = await rgb(sharp(turned).extract(independentCrop(turned, turnedCrop, { width: 1500, height: 1200 })).resize(2400, 3000));
    expect(await meanAbsoluteDifference(await rgb(body), expected)).toBeLessThan(PIXEL_THRESHOLD);
  });

  it('prints a landscape crop as a 3000 × 2400 file', async () => {
    const { body } = await renderPrintFile(request({ slots: [slot({ crop: { cropX: 100, cropY: 64, xMid: 50, yMid: 50 } })] }), sources);
    expect(await sharp(body).metadata()).toMatchObject({ width: 3000, height: 2400, density: 300 });
  });

  it('refuses to print a photo missing from storage', async () => {
    await expect(renderPrintFile(request({ slots: [slot({ photo: { id: 99, width: 10, height: 10 } })] }), sources)).rejects.toThrow(MissingPrintSourceError);
  });
});

describe('the preview', () => {
  const choices = request({ slots: [slot({ crop: { cropX: 70, cropY: 70, xMid: 50, yMid: 45 } })], texts: [{ name: 'Name', value: 'Ava Lopez' }] });

  it('is the print file scaled down: the same description at fewer DPI, drawn by the same code', async () => {
    const { body: print } = await renderPrintFile(choices, sources);
    const preview = await drawPrint(describePrint(choices, { dpi: 100 }), sources);
    expect(await sharp(preview).metadata()).toMatchObject({ width: 800, height: 1000, density: 100 });
    expect(await meanAbsoluteDifference(await rgb(preview), await rgb(sharp(print).resize(800, 1000)))).toBeLessThan(PIXEL_THRESHOLD);
  });

  it("is watermarked with the proofs' mark, and otherwise the print scaled down", async () => {
    const { body: print } = await renderPrintFile(choices, sources);
    const { body, contentType } = await renderPrintPreview(choices, { maxSide: 1000, format: 'jpeg', watermark: 'Demo Photo Co · PROOF' }, sources);
    expect(contentType).toBe('image/jpeg');
    const mark = await watermarkOverlay(800, 1000, 'Demo Photo Co · PROOF');
    const printMarked = sharp(await sharp(print).resize(800, 1000).toBuffer()).composite([{ input: mark, raw: { width: 800, height: 1000, channels: 4 }, left: 0, top: 0 }]);
    const previewPixels = await rgb(body);
    expect(await meanAbsoluteDifference(previewPixels, await rgb(printMarked))).toBeLessThan(PIXEL_THRESHOLD);
    expect(await meanAbsoluteDifference(previewPixels, await rgb(sharp(print).resize(800, 1000)))).toBeGreaterThan(PIXEL_THRESHOLD);
  });

  it('comes as WebP when asked, its longest side the size asked', async () => {
    const { body, contentType } = await renderPrintPreview(request({ productCode: '3.5x5' }), { maxSide: 640, format: 'webp', watermark: 'PROOF' }, sources);
    expect(contentType).toBe('image/webp');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 448, height: 640 });
  });
});
