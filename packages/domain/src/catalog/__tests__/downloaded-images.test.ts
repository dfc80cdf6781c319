import { downloadedImageIds, placedImageId } from '../product-codes';

describe('downloadedImageIds: what a digital item gives', () => {
  const own = [11, 12, 13];

  it('a single download gives the photo chosen in its place, a replacement before the child’s own', () => {
    expect(downloadedImageIds({ productCode: 'SingleDigDown', imageNodes: [{ subjectImageId: 12 }] }, own)).toEqual([12]);
    expect(downloadedImageIds({ productCode: 'SingleDigDown', imageNodes: [{ subjectImageId: 12, replacementImageId: 40 }] }, own)).toEqual([40]);
    expect(downloadedImageIds({ productCode: 'SingleDigDown', imageNodes: [{}, { groupImageId: 7 }] }, own)).toEqual([7]);
  });

  it('a single download with nothing chosen gives the child’s first photo, or nothing when the child has none', () => {
    expect(downloadedImageIds({ productCode: 'SingleDigDown', imageNodes: [] }, own)).toEqual([11]);
    expect(downloadedImageIds({ productCode: 'SingleDigDown' }, [])).toEqual([]);
  });

  it('every whole-subject code gives each of the child’s photos, whatever its places hold', () => {
    for (const productCode of ['WholeDigDown', 'Dj', 'Dk']) {
      expect(downloadedImageIds({ productCode, imageNodes: [{ subjectImageId: 12 }] }, own)).toEqual(own);
    }
  });

  it('a print or an item without a product gives no download', () => {
    expect(downloadedImageIds({ productCode: '8x10', imageNodes: [{ subjectImageId: 12 }] }, own)).toEqual([]);
    expect(downloadedImageIds({ productCode: null }, own)).toEqual([]);
  });

  it('placedImageId reads a place the way the print does, null when empty', () => {
    expect(placedImageId({ subjectImageId: 3, groupImageId: 9 })).toBe(3);
    expect(placedImageId({ subjectImageId: null, replacementImageId: null })).toBeNull();
  });
});
