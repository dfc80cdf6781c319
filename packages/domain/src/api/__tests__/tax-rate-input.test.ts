import * as v from 'valibot';
import { basisPointsToPercentText, formatBasisPoints, percentTextToBasisPoints, TaxRateCreate } from '../tax-rate-input';

describe('formatBasisPoints', () => {
  it('writes a rate as people do, without trailing zeros', () => {
    expect(formatBasisPoints(725)).toBe('7.25%');
    expect(formatBasisPoints(600)).toBe('6%');
    expect(formatBasisPoints(5)).toBe('0.05%');
    expect(formatBasisPoints(0)).toBe('0%');
  });
});

describe('a rate typed as a percent', () => {
  it('becomes basis points, and back', () => {
    expect(percentTextToBasisPoints('7.25', 2500)).toEqual({ ok: true, basisPoints: 725 });
    expect(percentTextToBasisPoints(' 6 % ', 2500)).toEqual({ ok: true, basisPoints: 600 });
    expect(percentTextToBasisPoints('7.250', 2500)).toEqual({ ok: true, basisPoints: 725 });
    expect(percentTextToBasisPoints('0', 2500)).toEqual({ ok: true, basisPoints: 0 });
    expect(basisPointsToPercentText(725)).toBe('7.25');
    expect(basisPointsToPercentText(600)).toBe('6');
  });

  it('is refused, never rounded, beyond hundredths of a percent, above the maximum or when not a number', () => {
    expect(percentTextToBasisPoints('8.875', 2500)).toEqual({ ok: false, message: 'Rates are kept to hundredths of a percent: use at most 2 decimals (e.g. 6.63, not 6.625)' });
    expect(percentTextToBasisPoints('72.5', 2500)).toEqual({ ok: false, message: 'Use a rate of at most 25%' });
    expect(percentTextToBasisPoints('101', 10_000)).toEqual({ ok: false, message: 'Use a rate of at most 100%' });
    for (const text of ['', 'seven', '-1', '7,25', '1e2']) expect(percentTextToBasisPoints(text, 2500)).toEqual({ ok: false, message: 'Use a percent such as 7.25' });
  });
});

describe('a tax rate as the API takes it', () => {
  it('is a US state, upper-cased, with shipping untaxed unless said', () => {
    expect(v.parse(TaxRateCreate, { state: ' ny ', rateBasisPoints: 400 })).toEqual({ country: 'US', state: 'NY', rateBasisPoints: 400, taxShipping: false });
    expect(v.safeParse(TaxRateCreate, { state: 'NY\u0000', rateBasisPoints: 400 }).success).toBe(false);
  });
});
