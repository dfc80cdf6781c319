import { CONSUMER_CROP_EXCLUDED_CODES } from '../../catalog';
import { canConsumerCrop, normalizeRotation, parseCrop, roundCrop, serializeCrop } from '..';

describe('crop values rounded to whole percentages', () => {
  it.each([
    [{ cropX: 50.4, cropY: 50.5, xMid: 49.49, yMid: 0.5 }, { cropX: 50, cropY: 51, xMid: 49, yMid: 1 }],
    [{ cropX: 100.4, cropY: -0.4, xMid: 101, yMid: -3 }, { cropX: 100, cropY: 0, xMid: 100, yMid: 0 }],
    [{ cropX: 80, cropY: 64, xMid: 50, yMid: 50 }, { cropX: 80, cropY: 64, xMid: 50, yMid: 50 }],
  ])('%j → %j', (crop, rounded) => {
    expect(roundCrop(crop)).toEqual(rounded);
  });

  it('travels as a rounded JSON string or null', () => {
    expect(serializeCrop({ cropX: 80.2, cropY: 64, xMid: 50, yMid: 49.6 })).toBe('{"cropX":80,"cropY":64,"xMid":50,"yMid":50}');
    expect(serializeCrop(null)).toBeNull();
  });

  it.each([
    ['{"cropX":80,"cropY":64,"xMid":50,"yMid":50}', { cropX: 80, cropY: 64, xMid: 50, yMid: 50 }],
    ['{"cropX":180,"cropY":64,"xMid":50,"yMid":50}', null],
    ['{"cropX":80}', null],
    ['not json', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('parseCrop(%p) is %j', (json, crop) => {
    expect(parseCrop(json)).toEqual(crop);
  });
});

describe('rotation normalised to 0–359', () => {
  it.each([
    [0, 0],
    [90, 90],
    [359, 359],
    [360, 0],
    [450, 90],
    [-90, 270],
    [-360, 0],
    [-1, 359],
    [720, 0],
    [89.6, 90],
    [359.6, 0],
  ])('%p° → %p°', (degrees, normalized) => {
    expect(Object.is(normalizeRotation(degrees), normalized)).toBe(true);
  });

  it.each([[Number.NaN], [Infinity]])('refuses %p', (degrees) => {
    expect(() => normalizeRotation(degrees)).toThrow(RangeError);
  });
});

describe('the consumer-crop rule', () => {
  it.each([
    [true, '8x10', true],
    [false, '8x10', false],
    [true, null, true],
    [true, CONSUMER_CROP_EXCLUDED_CODES[0], false],
    [true, CONSUMER_CROP_EXCLUDED_CODES[1], false],
    [false, CONSUMER_CROP_EXCLUDED_CODES[0], false],
  ])('allowConsumerCrop %p, product %p → %p', (allowConsumerCrop, productCode, allowed) => {
    expect(canConsumerCrop({ allowConsumerCrop, productCode })).toBe(allowed);
  });
});
