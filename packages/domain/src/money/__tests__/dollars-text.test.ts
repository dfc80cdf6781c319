import { centsToDollarsText, dollarsTextToCents } from '../dollars-text';

describe('dollars text', () => {
  it('reads what a staff member types as cents', () => {
    expect(dollarsTextToCents('25')).toBe(2500);
    expect(dollarsTextToCents(' $1,200.5 ')).toBe(120050);
    expect(dollarsTextToCents('0.07')).toBe(7);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '-5', '12345678']) expect(dollarsTextToCents(text)).toBeNull();
  });
  it('writes cents back for an input', () => {
    expect(centsToDollarsText(2500)).toBe('25.00');
    expect(centsToDollarsText(7)).toBe('0.07');
  });
  it('writes an amount below zero (a credit) with its sign', () => {
    expect(centsToDollarsText(-150)).toBe('-1.50');
    expect(centsToDollarsText(-7)).toBe('-0.07');
  });
});
