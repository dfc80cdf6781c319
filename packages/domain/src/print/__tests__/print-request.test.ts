import { imageNode } from '../../cart/__tests__/fixtures';
import { describePrint, personalizationLines, printedImageId, printLacksPhoto, printRequestOf, type FilledItem } from '..';

const node = imageNode;

const service = { enabled: true, nameOnAllPrints: true, yearOnAllPrints: true, nameOnWallets: false, nameOnAllWallets: false, yearOnAllWallets: false, nameToPrint: 'Ava Lopez', yearToPrint: '2026' };

describe('the photo a node prints', () => {
  it("is the studio's replacement, then the subject's photo, then the group photo", () => {
    expect(printedImageId(node({ subjectImageId: 4, replacementImageId: 9 }))).toEqual({ id: 9, group: false });
    expect(printedImageId(node({ subjectImageId: 4, groupImageId: 5 }))).toEqual({ id: 4, group: false });
    expect(printedImageId(node({ groupImageId: 5 }))).toEqual({ id: 5, group: true });
    expect(printedImageId(node())).toBeNull();
  });
});

describe('personalization lines', () => {
  it('prints the name and the year on prints as ticked', () => {
    expect(personalizationLines('8x10', service).map((l) => l.value)).toEqual(['Ava Lopez', '2026']);
    expect(personalizationLines('8x10', { ...service, yearOnAllPrints: false }).map((l) => l.value)).toEqual(['Ava Lopez']);
  });

  it('follows the wallet choices on wallets', () => {
    expect(personalizationLines('BFs', service)).toEqual([]);
    expect(personalizationLines('BFs', { ...service, nameOnWallets: true, yearOnAllWallets: true }).map((l) => l.value)).toEqual(['Ava Lopez', '2026']);
    expect(personalizationLines('MiniBFs', { ...service, nameOnAllWallets: true }).map((l) => l.value)).toEqual(['Ava Lopez']);
  });

  it('adds nothing when the service is off or absent', () => {
    expect(personalizationLines('8x10', { ...service, enabled: false })).toEqual([]);
    expect(personalizationLines('8x10', null)).toEqual([]);
  });
});

describe('a filled item as a print request', () => {
  const photos = new Map([
    [4, { width: 1200, height: 1500 }],
    [5, { width: 1500, height: 1200 }],
  ]);

  it('carries the product, each node with its photo, crop and rotation, the text and the background', () => {
    const crop = { cropX: 60, cropY: 60, xMid: 50, yMid: 50 };
    const item: FilledItem = {
      productCode: 'BFs',
      positionCoords: '0 0 100 100',
      imageNodes: [node({ subjectImageId: 4, cropDimensions: crop, frontendCropDimensions: { ...crop, xMid: 10 }, rotation: 90 }), node({ name: 'group1', groupImageId: 5, frontendCropDimensions: crop })],
      textNodes: [{ name: 'Name', value: 'Ava', obscure: false }],
    };
    const request = printRequestOf(item, photos, { backgroundId: 3, extraLines: personalizationLines('8x10', service) });
    expect(request).toEqual({
      productCode: 'BFs',
      positionCoords: '0 0 100 100',
      backgroundId: 3,
      slots: [
        { name: 'image1', positionCoords: null, photo: { id: 4, width: 1200, height: 1500, group: false }, crop, rotation: 90 },
        { name: 'group1', positionCoords: null, photo: { id: 5, width: 1500, height: 1200, group: true }, crop, rotation: 0 },
      ],
      texts: [
        { name: 'Name', value: 'Ava', obscure: false },
        { name: 'Personalized name', value: 'Ava Lopez' },
        { name: 'Personalized year', value: '2026' },
      ],
    });
    expect(describePrint(request).slots.map((s) => s.photoId)).toEqual([4, 4, 4, 4, 5, 5, 5, 5]);
  });

  it('leaves a slot empty when its photo is unknown, and defaults the rest', () => {
    const request = printRequestOf({ productCode: null, imageNodes: [node({ subjectImageId: 77 })], textNodes: [] }, photos);
    expect(request).toMatchObject({ productCode: '', positionCoords: null, backgroundId: null, texts: [] });
    expect(request.slots[0]!.photo).toBeNull();
  });
});

describe('a print that lacks a photo', () => {
  const sizes = new Map([[4, { width: 800, height: 1000 }], [5, { width: 1000, height: 800 }]]);
  const item = (...imageNodes: FilledItem['imageNodes']) => ({ imageNodes });

  it('is not missing anything when every place that holds a photo has a stored one', () => {
    expect(printLacksPhoto(item(node({ name: 'image1', subjectImageId: 4 }), node({ name: 'group1', groupImageId: 5 })), sizes)).toBe(false);
    expect(printLacksPhoto(item(node({ name: 'Portrait', subjectImageId: 4 })), sizes)).toBe(false);
  });

  it('lacks one when a place of the child (named or labelled) or of the group has none chosen', () => {
    expect(printLacksPhoto(item(node({ name: 'Portrait' })), sizes)).toBe(true);
    expect(printLacksPhoto(item(node({ name: 'image1', subjectImageId: 4 }), node({ name: 'image2' })), sizes)).toBe(true);
    expect(printLacksPhoto(item(node({ name: 'group1' })), sizes)).toBe(true);
  });

  it('lacks one when the chosen photo is no longer stored', () => {
    expect(printLacksPhoto(item(node({ name: 'image1', subjectImageId: 77 })), sizes)).toBe(true);
  });

  it('lacks one when nothing on it holds a photo: no place, or only static ones', () => {
    expect(printLacksPhoto(item(), sizes)).toBe(true);
    expect(printLacksPhoto(item({ ...node({ name: 'logo' }), static: true }), sizes)).toBe(true);
  });
});
