import {
  addCents,
  applyPercentDiscount,
  FLOAT_MULTIPLICATION_MESSAGE,
  multiplyCents,
  percentOfCents,
  subtractCents,
} from '..';

describe('money in integer cents', () => {
  describe('addCents', () => {
    it.each([
      [[], 0],
      [[1], 1],
      [[10, 20], 30],
      [[1999, 1, -500], 1500],
      [[Number.MAX_SAFE_INTEGER - 1, 1], Number.MAX_SAFE_INTEGER],
    ])('adds %j to %d', (cents, expected) => {
      expect(addCents(...cents)).toBe(expected);
    });

    it('never drifts like floating point dollars (0.1 + 0.2)', () => {
      expect(addCents(10, 20)).toBe(30);
    });

    it.each([[0.5], [Number.NaN], [Infinity]])('refuses a non-integer amount %p', (bad) => {
      expect(() => addCents(1, bad)).toThrow(RangeError);
    });
  });

  describe('subtractCents', () => {
    it.each([
      [1000, 1, 999],
      [0, 1, -1],
      [500, 500, 0],
    ])('%d - %d = %d', (a, b, expected) => {
      expect(subtractCents(a, b)).toBe(expected);
    });

    it('refuses fractional cents on either side', () => {
      expect(() => subtractCents(1.5, 1)).toThrow(RangeError);
      expect(() => subtractCents(1, 1.5)).toThrow(RangeError);
    });
  });

  describe('multiplyCents: multiply by an integer quantity', () => {
    it.each([
      [1999, 0, 0],
      [1999, 1, 1999],
      [1999, 3, 5997],
      [250, -2, -500],
    ])('%d × %d = %d', (cents, quantity, expected) => {
      expect(multiplyCents(cents, quantity)).toBe(expected);
    });

    it.each([[1.5], [0.1], [2.0000001], [Number.NaN]])(
      'a non-integer quantity %p throws "Multiplication of floating point numbers is not supported"',
      (quantity) => {
        expect(() => multiplyCents(1000, quantity)).toThrow(new Error(FLOAT_MULTIPLICATION_MESSAGE));
      },
    );

    it('keeps the spec wording', () => {
      expect(FLOAT_MULTIPLICATION_MESSAGE).toBe('Multiplication of floating point numbers is not supported');
    });
  });

  describe('percentOfCents: percentage with half-up rounding to the cent', () => {
    it.each([
      [1000, 10, 100],
      [125, 10, 13], // 12.5 → 13 (half up)
      [124, 10, 12], // 12.4 → 12
      [126, 10, 13], // 12.6 → 13
      [-125, 10, -13], // ties go away from zero
      [999, 33.333, 333], // 332.99667 → 333
      [1, 50, 1], // 0.5 → 1
      [1, 49, 0], // 0.49 → 0
      [0, 25, 0],
      [2000, 0, 0],
      [2000, 100, 2000],
    ])('%d × %d%% = %d', (cents, percent, expected) => {
      expect(percentOfCents(cents, percent)).toBe(expected);
    });

    it('refuses a non-finite percent', () => {
      expect(() => percentOfCents(100, Number.NaN)).toThrow(RangeError);
    });
  });

  describe('applyPercentDiscount', () => {
    it.each([
      [1000, 10, 900],
      [125, 10, 112], // discount 12.5 → 13, customer pays 112
      [999, 0, 999],
      [999, 100, 0],
    ])('%d less %d%% = %d', (cents, percent, expected) => {
      expect(applyPercentDiscount(cents, percent)).toBe(expected);
    });

    it.each([[-0.01], [100.01], [Number.NaN]])('refuses a discount of %p%%', (percent) => {
      expect(() => applyPercentDiscount(1000, percent)).toThrow(RangeError);
    });
  });
});
