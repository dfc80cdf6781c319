import * as v from 'valibot';
import { ConfigurationFormSchema, fromConfiguration, toPlatformSettings } from '../configuration-form-values';

describe('configuration form values', () => {
  it('read the commission as a percent and send it back in basis points', () => {
    expect(fromConfiguration({ commissionRateBasisPoints: 500, version: 3, unusable: [] })).toEqual({ commissionRate: '5' });
    expect(toPlatformSettings({ commissionRate: '7.25' })).toEqual({ commissionRateBasisPoints: 725 });
  });

  it('say what is wrong with a commission as typed', () => {
    const issues = (commissionRate: string) => {
      const result = v.safeParse(ConfigurationFormSchema, { commissionRate });
      return result.success ? [] : result.issues.map((issue) => issue.message);
    };
    expect(issues('0')).toEqual([]);
    expect(issues('100')).toEqual([]);
    expect(issues('100.01')).toEqual(['Use a rate of at most 100%']);
    expect(issues('5.125')).toEqual(['Rates are kept to hundredths of a percent: use at most 2 decimals (e.g. 6.63, not 6.625)']);
    expect(issues('')).toEqual(['This field is required']);
  });
});
