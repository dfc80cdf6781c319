import * as v from 'valibot';
import { PlatformConfigurationUpdate, readPlatformSettings } from '../platform-configuration';

describe("the platform's settings", () => {
  it('are the defaults until saved, and a saved value that breaks its rule is named and not used', () => {
    expect(readPlatformSettings(new Map())).toEqual({ settings: { commissionRateBasisPoints: 500 }, unusable: [] });
    expect(readPlatformSettings(new Map([['platform.commissionRateBasisPoints', 725]]))).toEqual({ settings: { commissionRateBasisPoints: 725 }, unusable: [] });
    for (const saved of ['lots', 12.5, -1, 10_001, null]) {
      expect(readPlatformSettings(new Map([['platform.commissionRateBasisPoints', saved]]))).toEqual({ settings: { commissionRateBasisPoints: 500 }, unusable: ['commissionRateBasisPoints'] });
    }
  });

  it('are saved as a strict object of known settings with the version read', () => {
    expect(v.safeParse(PlatformConfigurationUpdate, { commissionRateBasisPoints: 0, version: 1 }).success).toBe(true);
    expect(v.safeParse(PlatformConfigurationUpdate, { commissionRateBasisPoints: 500, version: 1, anything: 'else' }).success).toBe(false);
    expect(v.safeParse(PlatformConfigurationUpdate, { commissionRateBasisPoints: 500 }).success).toBe(false);
  });
});
