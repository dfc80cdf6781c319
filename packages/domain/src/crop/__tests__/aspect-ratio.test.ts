import { cropAspectRatio, imageKind, orientationOf, UNKNOWN_ASPECT_WARNING } from '..';

// Heights of 1000 give exact ratios: 700 × 1000 is 0.70.
const ratio = (r: number) => ({ width: Math.round(r * 1000), height: 1000 });

describe('aspect ratio by image kind, orientation and organization type', () => {
  describe('individual portrait: 5/7 for sports within the vertical 5x7 band, otherwise 8/10', () => {
    it.each([
      [0.699, 'sport', '8x10'],
      [0.7, 'sport', '5x7'],
      [0.715, 'sport', '5x7'],
      [0.73, 'sport', '5x7'],
      [0.731, 'sport', '8x10'],
      [0.7, 'school', '8x10'],
      [0.8, 'sport', '8x10'],
    ] as const)('ratio %p, %s → %s', (r, organizationType, name) => {
      expect(cropAspectRatio({ kind: 'individual', ...ratio(r), organizationType })).toEqual({
        name,
        ratio: name === '5x7' ? 5 / 7 : 8 / 10,
      });
    });
  });

  describe('individual landscape: 7/5 for sports within the horizontal 7x5 band, otherwise 10/8', () => {
    it.each([
      [1.369, 'sport', '10x8'],
      [1.37, 'sport', '7x5'],
      [1.43, 'sport', '7x5'],
      [1.431, 'sport', '10x8'],
      [1.4, 'school', '10x8'],
    ] as const)('ratio %p, %s → %s', (r, organizationType, name) => {
      expect(cropAspectRatio({ kind: 'individual', ...ratio(r), organizationType }).name).toBe(name);
    });
  });

  describe('group portrait: 5/7 in the vertical 5x7 band, otherwise 8/10', () => {
    it.each([
      [0.699, '8x10'],
      [0.7, '5x7'],
      [0.73, '5x7'],
      [0.731, '8x10'],
    ])('ratio %p → %s (any organization)', (r, name) => {
      expect(cropAspectRatio({ kind: 'group', ...ratio(r), organizationType: 'school' }).name).toBe(name);
    });
  });

  describe('group landscape: 10/8 in the horizontal 10x8 band, otherwise 7/5', () => {
    it.each([
      [1.229, '7x5'],
      [1.23, '10x8'],
      [1.28, '10x8'],
      [1.281, '7x5'],
      [1.4, '7x5'],
    ])('ratio %p → %s', (r, name) => {
      expect(cropAspectRatio({ kind: 'group', ...ratio(r), organizationType: 'sport' }).name).toBe(name);
    });
  });

  describe('anything else defaults to 8/10 with a warning', () => {
    it.each([
      ['a square image', { kind: 'group' as const, width: 800, height: 800 }],
      ['an unknown kind', { kind: undefined, width: 700, height: 1000 }],
      ['no size', { kind: 'individual' as const, width: 0, height: 1000 }],
      ['a NaN size', { kind: 'individual' as const, width: Number.NaN, height: 1000 }],
    ])('%s', (_name, input) => {
      expect(cropAspectRatio({ ...input, organizationType: 'sport' })).toEqual({
        name: '8x10',
        ratio: 0.8,
        warning: UNKNOWN_ASPECT_WARNING,
      });
    });
  });

  it.each([
    [{ groupId: 4 }, 'group'],
    [{ imageLookup: { type: 'hosted-group' } }, 'group'],
    [{ imageLookup: { type: 'hosted-individual' } }, 'individual'],
    [{ groupId: null, imageLookup: null }, undefined],
    [{ imageLookup: { type: 'other' } }, undefined],
  ])('imageKind(%j) is %p', (image, kind) => {
    expect(imageKind(image)).toBe(kind);
  });

  it.each([
    [700, 1000, 'portrait'],
    [1000, 700, 'landscape'],
    [500, 500, 'square'],
  ])('orientationOf(%d, %d) is %s', (w, h, orientation) => {
    expect(orientationOf(w, h)).toBe(orientation);
  });
});
