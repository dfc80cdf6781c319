import sharp, { type Sharp } from 'sharp';
import { makeDerivatives, makeWatermarkedPreview, PREVIEW_WIDTH, THUMBNAIL_WIDTH, watermarkOverlay } from '../derivatives';

const GREY = 128;
const grey = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: GREY, g: GREY, b: GREY } } }).jpeg().toBuffer();

/** The share of pixels the mark changed on a flat grey photo. */
async function markedShare(jpeg: Buffer): Promise<number> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  let marked = 0;
  for (let i = 0; i < data.length; i += info.channels) if (Math.abs(data[i]! - GREY) > 12) marked += 1;
  return marked / (data.length / info.channels);
}

const width = async (jpeg: Buffer) => (await sharp(jpeg).metadata()).width;

describe('watermarked derivatives', () => {
  it('marks the preview and the thumbnail of every photo, the same way for photos of one size and text', async () => {
    const first = await makeDerivatives(await grey(3000, 2000), 'Demo Photo Co · PROOF');
    const second = await makeDerivatives(await grey(3000, 2000), 'Demo Photo Co · PROOF');
    expect([await width(first.preview), await width(first.thumbnail)]).toEqual([PREVIEW_WIDTH, THUMBNAIL_WIDTH]);
    for (const image of [first.preview, first.thumbnail, second.preview, second.thumbnail]) expect(await markedShare(image)).toBeGreaterThan(0.05);
    expect(second.preview.equals(first.preview)).toBe(true);
    expect(second.thumbnail.equals(first.thumbnail)).toBe(true);
  });

  it('draws another studio\'s text and another size afresh, never a mark made for something else', async () => {
    const demo = await makeDerivatives(await grey(3000, 2000), 'Demo Photo Co · PROOF');
    const other = await makeDerivatives(await grey(3000, 2000), 'Other Studio · PROOF');
    expect(other.preview.equals(demo.preview)).toBe(false);
    const portrait = await makeWatermarkedPreview(await grey(2000, 3000), 'Demo Photo Co · PROOF');
    expect((await sharp(portrait).metadata()).height).toBe(1500);
    expect(await markedShare(portrait)).toBeGreaterThan(0.05);
  });

  it("draws the mark on a camera's colour photo as libvips' composite of the whole overlay would, and marks a grey photo too", async () => {
    const photo = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: { r: 200, g: 60, b: 30 }, noise: { type: 'gaussian', mean: 120, sigma: 8 } } }).jpeg({ quality: 95 }).toBuffer();
    const mark = 'Demo Photo Co · PROOF';
    const resized = await sharp(photo).resize({ width: PREVIEW_WIDTH }).raw().toBuffer({ resolveWithObject: true });
    const { width: w, height: h } = resized.info;
    const overlay = await watermarkOverlay(w, h, mark);
    const raw = { raw: { width: w, height: h, channels: 3 as const } };
    const asPreview = async (pipeline: Sharp) => sharp(await pipeline.jpeg({ quality: 80 }).toBuffer()).raw().toBuffer();
    const reference = await asPreview(sharp(resized.data, raw).composite([{ input: overlay, raw: { width: w, height: h, channels: 4 }, top: 0, left: 0 }]).removeAlpha());
    const unmarked = await asPreview(sharp(resized.data, raw));
    const drawn = await sharp(await makeWatermarkedPreview(photo, mark)).raw().toBuffer();
    const meanDifference = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;
    // The same JPEG as libvips' composite to within rounding, and far from an unmarked one.
    expect(meanDifference(drawn, reference)).toBeLessThan(1);
    expect(meanDifference(unmarked, reference)).toBeGreaterThan(3);

    const greyPhoto = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: GREY, g: GREY, b: GREY } } }).toColourspace('b-w').jpeg().toBuffer();
    expect((await sharp(greyPhoto).metadata()).channels).toBe(1);
    expect(await markedShare((await makeDerivatives(greyPhoto, mark)).preview)).toBeGreaterThan(0.05);
  });
});
