import { divideHalfUp, exactDecimal, hundredthsText, shiftedWhole } from '../exact-decimal';

describe('exact decimals (the money steps finer than a cent)', () => {
  it.each([
    [7.25, 725n, 2],
    ['12.34', 1234n, 2],
    [0.1, 1n, 1],
    ['-0.5', -5n, 1],
    [' 6 ', 6n, 0],
    ['1e3', 1000n, 0],
    [1e-7, 1n, 7],
    ['.5', 5n, 1],
    ['5.', 5n, 0],
  ])('reads %p as %d × 10^-%d', (value, digits, scale) => {
    expect(exactDecimal(value)).toEqual({ digits, scale });
  });

  it.each([[Number.NaN], [Infinity], [''], ['abc'], ['1.2.3'], ['$5'], ['.'], ['1e999']])('refuses %p', (value) => {
    expect(() => exactDecimal(value)).toThrow(RangeError);
  });

  it('reads a number from its shortest text, so 0.1 + 0.2 stays a binary sum but 0.3 is three tenths', () => {
    expect(shiftedWhole(exactDecimal(0.3), 1)).toBe(3n);
    expect(shiftedWhole(exactDecimal(0.1 + 0.2), 1)).toBeNull();
  });

  it.each([
    [exactDecimal('12.34'), 2, 1234n],
    [exactDecimal('12.340'), 2, 1234n],
    [exactDecimal('12.345'), 2, null],
    [exactDecimal('1e3'), 2, 100000n],
  ])('shifts %p by %d places to %p', (value, places, expected) => {
    expect(shiftedWhole(value, places)).toBe(expected);
  });

  it.each([
    [25n, 2n, 13n],
    [-25n, 2n, -13n],
    [24n, 2n, 12n],
    [149n, 100n, 1n],
    [150n, 100n, 2n],
    [-149n, 100n, -1n],
    [0n, 7n, 0n],
  ])('%d / %d rounds half-up to %d', (numerator, denominator, expected) => {
    expect(divideHalfUp(numerator, denominator)).toBe(expected);
  });

  it.each([
    [725, '7.25'],
    [600, '6'],
    [650, '6.5'],
    [5, '0.05'],
    [0, '0'],
    [2500, '25'],
    [-150, '-1.5'],
  ])('%d hundredths read %s', (hundredths, text) => {
    expect(hundredthsText(hundredths)).toBe(text);
  });
});
