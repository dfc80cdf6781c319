import sharp from 'sharp';
import { makeDerivatives, makeWatermarkedPreview, PREVIEW_WIDTH, THUMBNAIL_WIDTH } from '../derivatives';

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
});
