import { avaPersonalization, cartLine, imageNode, pkg } from '../../../test-support/fixtures';
import { linePreviews } from '../model/line-previews';

const signed = '/api/customer/images/2/thumbnail?e=1999999999&s=abc';
const crop = { cropX: 50, cropY: 40, xMid: 25, yMid: 20 };

describe('linePreviews', () => {
  it('draws each printed item, from the cart alone, with its catalogue item, the signed photo, its crop and turn, the text and the background', () => {
    const line = {
      ...cartLine(1, 1),
      greenScreen: { id: 4 },
      cartPackageItems: [
        { id: 11, packageItemId: 10, name: '8x10', productCode: '8x10', frontendCropDimensions: null, imageNodes: [{ ...imageNode(100, 'image1'), imageThumbnailUrl: signed, cropDimensions: crop, rotation: 90 }], textNodes: [{ ...pkg(1, 'A').items[0]!.textNodes[0]!, value: 'Ava J' }] },
        { id: 12, packageItemId: 11, name: 'Digital download', productCode: 'SingleDigDown', frontendCropDimensions: null, imageNodes: [], textNodes: [] },
      ],
    };
    expect(linePreviews(line, [])).toEqual([
      { key: 11, itemName: '8x10', input: { packageItemId: 10, photos: [{ imageUrl: signed, crop, rotation: 90 }], backgroundId: 4, texts: ['Ava J'], extraLines: [] } },
    ]);
    // The name and year the parent pays to have printed are on the preview, as on the print file; another child's are not.
    expect(linePreviews(line, [avaPersonalization])[0]!.input.extraLines).toEqual(['Ava Johnson', '2026']);
    expect(linePreviews(line, [{ ...avaPersonalization, subjectId: 6 }])[0]!.input.extraLines).toEqual([]);
  });

  it('draws nothing for a line without printed items', () => {
    expect(linePreviews(cartLine(1, 1), [avaPersonalization])).toEqual([]);
  });
});
