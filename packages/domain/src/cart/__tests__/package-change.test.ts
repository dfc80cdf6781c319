import type { CartPackage, ImageNode, Package } from '..';
import { packageChange } from '../package-change';

const node = (id: number, name: string, over: Partial<ImageNode> = {}): ImageNode => ({
  id, name, static: false, positionCoords: null, productCode: null, subjectImageId: null, groupImageId: null, replacementImageId: null,
  cropDimensions: null, frontendCropDimensions: null, rotation: 0, imageThumbnailUrl: null, ...over,
});
const text = (id: number, name: string, value: string | null) => ({ id, name, value, editable: true, dataSource: null, altDataSource: null, obscure: false, autoFilled: false });
const crop = { cropX: 60, cropY: 75, xMid: 40, yMid: 45 };

const line: CartPackage = {
  id: 1, packageId: 10, subjectId: 5, quantity: 1, price: 3500, subjectName: 'Ava Johnson', greenScreen: null, addon: null,
  cartPackageItems: [
    { id: 11, packageItemId: 100, name: '8x10', productCode: '8x10', frontendCropDimensions: null, imageNodes: [node(111, 'image1', { subjectImageId: 2, cropDimensions: crop, rotation: 90 })], textNodes: [text(112, 'Name', 'Ava J')] },
    { id: 12, packageItemId: 101, name: 'Wallets', productCode: 'BFs', frontendCropDimensions: null, imageNodes: [node(121, 'image1', { subjectImageId: 1 })], textNodes: [] },
  ],
};

const current = (over: Partial<Package> = {}, items: Package['items'] = []): Package => ({
  id: 20, name: 'Package A', altName: null, altDescription: null, retailCost: 3500, packageAddon: null, ...over,
  items: items.length > 0 ? items : [
    { id: 21, name: '8x10', altName: null, allowConsumerCrop: true, positionCoords: null, productCode: '8x10', imageNodes: [node(211, 'image1')], textNodes: [text(212, 'Name', null)] },
    { id: 22, name: 'Wallets', altName: null, allowConsumerCrop: false, positionCoords: null, productCode: 'BFs', imageNodes: [node(221, 'image1')], textNodes: [] },
  ],
});

describe('a cart line whose package the studio changed', () => {
  it('keeps the photo, crop, turn and text on the nodes of the same name, and says only the details changed', () => {
    expect(packageChange(line, current())).toEqual({
      sentences: ['Its details changed; your choices are kept.'],
      images: { 211: { subjectImageId: 2, groupImageId: null, cropDimensions: crop, rotation: 90 }, 221: { subjectImageId: 1, groupImageId: null, cropDimensions: null, rotation: 0 } },
      texts: { 212: 'Ava J' },
    });
  });

  it('says the new price, what is now included and what is no longer', () => {
    const items = [
      current().items[0]!,
      { id: 23, name: '5x7', altName: null, allowConsumerCrop: true, positionCoords: null, productCode: '5x7', imageNodes: [node(231, 'image1')], textNodes: [] },
    ];
    const change = packageChange(line, current({ retailCost: 3900 }, items));
    expect(change.sentences).toEqual(['The price is now $39.00 (it was $35.00).', 'Now included: 5x7.', 'No longer included: Wallets.']);
    expect(Object.keys(change.images)).toEqual(['211']);
  });

  it('drops a crop where the item may no longer be cropped, and keeps nothing on a node that is gone', () => {
    const items = [{ ...current().items[0]!, allowConsumerCrop: false, imageNodes: [node(211, 'image2')], textNodes: [text(212, 'Caption', null)] }];
    const change = packageChange(line, current({}, items));
    expect(change.images).toEqual({});
    expect(change.texts).toEqual({});
    const cropless = packageChange(line, current({}, [{ ...current().items[0]!, allowConsumerCrop: false }]));
    expect(cropless.images[211]).toEqual({ subjectImageId: 2, groupImageId: null, cropDimensions: null, rotation: 0 });
  });
});
