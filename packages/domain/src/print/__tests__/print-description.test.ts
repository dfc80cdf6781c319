import { describePrint, PrintLayoutError, type PrintRequest, type PrintSlot } from '..';

const portrait = { id: 7, width: 1200, height: 1500 };
const landscape = { id: 8, width: 1500, height: 1200, group: true };

const request = (over: Partial<PrintRequest> = {}): PrintRequest => ({
  productCode: '8x10',
  slots: [{ name: 'image1', photo: portrait, crop: null, rotation: 0 }],
  texts: [],
  ...over,
});

const inside = (inner: { left: number; top: number; width: number; height: number }, outer: typeof inner) =>
  inner.left >= outer.left && inner.top >= outer.top && inner.left + inner.width <= outer.left + outer.width && inner.top + inner.height <= outer.top + outer.height;

describe('describing an 8x10', () => {
  it('is 2400 × 3000 px at 300 DPI, the photo filling the paper', () => {
    const print = describePrint(request());
    expect(print).toMatchObject({ productCode: '8x10', dpi: 300, widthIn: 8, heightIn: 10, widthPx: 2400, heightPx: 3000, paper: '#ffffff', warnings: [] });
    expect(print.slots).toEqual<PrintSlot[]>([
      {
        cell: { left: 0, top: 0, width: 2400, height: 3000 },
        node: 'image1',
        photoId: 7,
        crop: { left: 0, top: 0, width: 1200, height: 1500 },
        rotate: 0,
        area: { left: 0, top: 0, width: 2400, height: 3000 },
        backgroundId: null,
        shade: null,
        texts: [],
      },
    ]);
  });

  it('cuts the crop the parent chose from the photo', () => {
    const print = describePrint(request({ slots: [{ name: 'image1', photo: portrait, crop: { cropX: 60, cropY: 60, xMid: 40, yMid: 50 }, rotation: 0 }] }));
    expect(print.slots[0]!.crop).toEqual({ left: 120, top: 300, width: 720, height: 900 });
  });

  it('cuts a crop of the turned photo from the photo as stored, and turns the cut-out', () => {
    // Turned right, the 1200 × 1500 photo is 1500 × 1200; the crop 48 % × 75 % at (30 %, 50 %) is the
    // 720 × 900 rectangle at (90, 150) of it: columns 150 to 1050 and rows 690 to 1410 of the stored photo.
    const crop = { cropX: 48, cropY: 75, xMid: 30, yMid: 50 };
    const print = describePrint(request({ slots: [{ name: 'image1', photo: portrait, crop, rotation: 90 }] }));
    expect([print.widthPx, print.heightPx]).toEqual([2400, 3000]);
    expect(print.slots[0]!.crop).toEqual({ left: 150, top: 690, width: 900, height: 720 });
    expect(print.slots[0]!.rotate).toBe(90);
    expect(describePrint(request({ slots: [{ name: 'image1', photo: portrait, crop, rotation: -90 }] })).slots[0]!.rotate).toBe(270);
  });

  it('prints a photo turned sideways without a crop as a landscape print of all of it', () => {
    const print = describePrint(request({ slots: [{ name: 'image1', photo: portrait, crop: null, rotation: 90 }] }));
    expect([print.widthPx, print.heightPx]).toEqual([3000, 2400]);
    expect(print.slots[0]!.crop).toEqual({ left: 0, top: 0, width: 1200, height: 1500 });
  });

  it('turns the paper for a landscape photo: a group photo prints as a 10x8', () => {
    const print = describePrint(request({ slots: [{ name: 'group1', photo: landscape, crop: null, rotation: 0 }] }));
    expect([print.widthIn, print.heightIn, print.widthPx, print.heightPx]).toEqual([10, 8, 3000, 2400]);
    expect(print.slots[0]!.area).toEqual({ left: 0, top: 0, width: 3000, height: 2400 });
    expect(print.slots[0]!.rotate).toBe(0);
  });

  it('follows the crop shape: a landscape crop of a portrait photo prints landscape', () => {
    const print = describePrint(request({ slots: [{ name: 'image1', photo: portrait, crop: { cropX: 100, cropY: 50, xMid: 50, yMid: 50 }, rotation: 0 }] }));
    expect([print.widthPx, print.heightPx]).toEqual([3000, 2400]);
    // 1200 × 750 trimmed to 10/8 about its centre: 937.5 × 750.
    expect(print.slots[0]!.crop).toEqual({ left: 131, top: 375, width: 938, height: 750 });
  });

  it('draws the chosen background behind individual photos only', () => {
    expect(describePrint(request({ backgroundId: 3 })).slots[0]!.backgroundId).toBe(3);
    expect(describePrint(request({ backgroundId: 3, slots: [{ name: 'group1', photo: landscape, crop: null, rotation: 0 }] })).slots[0]!.backgroundId).toBeNull();
  });

  it('leaves a slot without a photo empty, to be drawn as paper', () => {
    const slot = describePrint(request({ slots: [{ name: 'image1', photo: null, crop: null, rotation: 90 }] })).slots[0]!;
    expect(slot).toMatchObject({ photoId: null, crop: null, rotate: 0, backgroundId: null });
    expect(describePrint(request({ slots: [] })).slots[0]).toMatchObject({ node: '', photoId: null, crop: null });
  });

  it('writes the name at the bottom of the print, over a band', () => {
    const slot = describePrint(request({ texts: [{ name: 'Name', value: 'Ava Lopez' }] })).slots[0]!;
    expect(slot.texts).toEqual([{ text: 'Ava Lopez', box: { left: 38, top: 2783, width: 2325, height: 180 }, fontSizePx: 111, rotate: 0, colour: '#ffffff' }]);
    expect(slot.shade).toEqual({ left: 0, top: 2738, width: 2400, height: 262, colour: '#000000', opacity: 0.35 });
  });
});

describe('the photo area', () => {
  it('follows the item position coordinates, in % of the print, in either format', () => {
    for (const coords of ['10 5 80 90', '10~5~95~90~80~90']) {
      const slot = describePrint(request({ positionCoords: coords })).slots[0]!;
      expect(slot.area).toEqual({ left: 240, top: 150, width: 1920, height: 2700 });
      expect(slot.crop!.width / slot.crop!.height).toBeCloseTo(1920 / 2700, 2);
    }
  });

  it("prefers the image node's own coordinates", () => {
    const slot = describePrint(request({ positionCoords: '10 5 80 90', slots: [{ name: 'image1', positionCoords: '0 0 50 50', photo: portrait, crop: null, rotation: 0 }] })).slots[0]!;
    expect(slot.area).toEqual({ left: 0, top: 0, width: 1200, height: 1500 });
  });

  it.each([
    ['nonsense', 'must be four space-separated numbers'],
    ['100 0 10 10', 'leave no room'],
  ])('uses the whole print when the coordinates %j cannot be used, and says why once', (coords, says) => {
    const print = describePrint(request({ productCode: 'BFs', positionCoords: coords }));
    expect(print.slots[0]!.area).toEqual(print.slots[0]!.cell);
    expect(print.warnings).toHaveLength(1);
    expect(print.warnings[0]).toContain(says);
  });

  it('keeps coordinates that reach past the paper on it', () => {
    const slot = describePrint(request({ positionCoords: '-10 50 200 80' })).slots[0]!;
    expect(slot.area).toEqual({ left: 0, top: 1500, width: 2400, height: 1500 });
  });
});

describe('a sheet of wallets', () => {
  const two = [
    { name: 'image1', photo: portrait, crop: null, rotation: 0 },
    { name: 'image2', photo: { id: 9, width: 1200, height: 1500 }, crop: null, rotation: 0 },
  ];

  it('lays eight wallets on an 8x10, each portrait photo turned a quarter into its sideways cell', () => {
    const print = describePrint(request({ productCode: 'BFs' }));
    expect([print.widthPx, print.heightPx]).toEqual([2400, 3000]);
    expect(print.slots).toHaveLength(8);
    for (const slot of print.slots) {
      expect(slot.cell.width).toBe(1050);
      expect(slot.cell.height).toBe(750);
      expect(slot.area).toEqual(slot.cell);
      expect(slot.rotate).toBe(90);
      // Turned, the cut-out is 750 wide and 1050 high: 2.5 × 3.5 in.
      expect(slot.crop!.width / slot.crop!.height).toBeCloseTo(2.5 / 3.5, 2);
      expect(inside(slot.cell, { left: 0, top: 0, width: 2400, height: 3000 })).toBe(true);
    }
    expect(print.slots.map((s) => s.cell.left)).toEqual([150, 1200, 150, 1200, 150, 1200, 150, 1200]);
  });

  it('gives the first half of the wallets the first photo and the rest the second', () => {
    const print = describePrint(request({ productCode: 'BFs', slots: two }));
    expect(print.slots.map((s) => s.photoId)).toEqual([7, 7, 7, 7, 9, 9, 9, 9]);
    expect(print.slots.map((s) => s.node)).toEqual(['image1', 'image1', 'image1', 'image1', 'image2', 'image2', 'image2', 'image2']);
  });

  it('lays a landscape photo into the sideways cells without turning it', () => {
    const print = describePrint(request({ productCode: 'BFs', slots: [{ name: 'group1', photo: landscape, crop: null, rotation: 0 }] }));
    expect(print.slots.every((s) => s.rotate === 0)).toBe(true);
  });

  it('adds the parent rotation to the cell turn', () => {
    const print = describePrint(request({ productCode: 'BFs', slots: [{ name: 'image1', photo: portrait, crop: null, rotation: 180 }] }));
    expect(print.slots.every((s) => s.rotate === 270)).toBe(true);
  });

  it('writes the name along the bottom of each wallet as it is read, turned with it', () => {
    const print = describePrint(request({ productCode: 'BFs', texts: [{ name: 'Name', value: 'Ava' }] }));
    for (const slot of print.slots) {
      const [run] = slot.texts;
      expect(run!.rotate).toBe(90);
      // The wallet's bottom, turned clockwise, lies along the cell's left side.
      expect(run!.box.left).toBe(slot.cell.left + 38);
      expect(run!.box.height).toBeGreaterThan(run!.box.width);
      expect(inside(run!.box, slot.area)).toBe(true);
      expect(inside(slot.shade!, slot.area)).toBe(true);
    }
  });

  it('prints a 4x6 as one photo over four small wallets of the same photo', () => {
    const print = describePrint(request({ productCode: '4x6' }));
    expect([print.widthPx, print.heightPx]).toEqual([1200, 1800]);
    expect(print.slots.map((s) => s.area)).toEqual([
      { left: 0, top: 0, width: 1200, height: 1350 },
      ...[0, 1, 2, 3].map((i) => ({ left: i * 300, top: 1350, width: 300, height: 450 })),
    ]);
    expect(print.slots.every((s) => s.photoId === 7 && s.rotate === 0)).toBe(true);
  });

  it('does not turn a photo in a square cell', () => {
    const print = describePrint(request({ productCode: 'MiniBFs', slots: [{ name: 'group1', photo: landscape, crop: null, rotation: 0 }] }));
    expect(print.slots).toHaveLength(16);
    expect(print.slots.every((s) => s.rotate === 90)).toBe(true);
  });
});

describe('a preview', () => {
  it('is the same description at fewer DPI: every rectangle scaled, every cut the same shape', () => {
    const choices = request({ productCode: 'BFs', texts: [{ name: 'Name', value: 'Ava Lopez' }], backgroundId: 2 });
    const print = describePrint(choices);
    const preview = describePrint(choices, { dpi: 100 });
    expect([preview.widthPx, preview.heightPx]).toEqual([800, 1000]);
    preview.slots.forEach((slot, i) => {
      const big = print.slots[i]!;
      expect(slot.area.left * 3).toBeCloseTo(big.area.left, -1);
      expect(slot.area.width * 3).toBeCloseTo(big.area.width, -1);
      expect(slot.texts[0]!.fontSizePx * 3).toBeCloseTo(big.texts[0]!.fontSizePx, -1);
      expect(slot.crop!.width / slot.crop!.height).toBeCloseTo(big.crop!.width / big.crop!.height, 2);
      expect([slot.rotate, slot.backgroundId, slot.photoId]).toEqual([big.rotate, big.backgroundId, big.photoId]);
    });
  });
});

describe('what is not printed', () => {
  it.each(['SingleDigDown', 'WholeDigDown', 'Poster'])('refuses %s', (productCode) => {
    expect(() => describePrint(request({ productCode }))).toThrow(PrintLayoutError);
    expect(() => describePrint(request({ productCode }))).toThrow(`"${productCode}" is not a printed product`);
  });

  it.each([0, -1, 301, Number.NaN])('refuses %p DPI', (dpi) => {
    expect(() => describePrint(request(), { dpi })).toThrow(RangeError);
  });
});
