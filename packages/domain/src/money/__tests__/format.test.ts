import { dollarsToCents, formatUsd } from '..';

describe('USD display with two decimals and thousands separators', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [50, '$0.50'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [123450, '$1,234.50'],
    [123456789, '$1,234,567.89'],
    [-5, '-$0.05'],
    [-123450, '-$1,234.50'],
  ])('formatUsd(%d) is %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('refuses fractional cents', () => {
    expect(() => formatUsd(1.5)).toThrow(RangeError);
  });
});

describe('dollarsToCents', () => {
  it.each([
    [10, 1000],
    ['12.34', 1234],
    [0.1, 10],
    [0, 0],
  ])('%p dollars is %d cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('refuses a third decimal', () => {
    expect(() => dollarsToCents('1.234')).toThrow(RangeError);
  });
});
