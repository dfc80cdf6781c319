import { formatBasisPoints } from '../tax-rate-input';

describe('formatBasisPoints', () => {
  it('writes a rate as people do, without trailing zeros', () => {
    expect(formatBasisPoints(725)).toBe('7.25%');
    expect(formatBasisPoints(600)).toBe('6%');
    expect(formatBasisPoints(5)).toBe('0.05%');
    expect(formatBasisPoints(0)).toBe('0%');
  });
});
