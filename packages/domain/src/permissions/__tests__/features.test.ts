import * as v from 'valibot';
import { DEFAULT_STUDIO_FEATURES, FeatureIdParam, STUDIO_FEATURES, StudioFeature } from '../features';

describe("a studio's features", () => {
  it('a new studio gets every feature but the verification check, which the system admin turns on', () => {
    expect([...DEFAULT_STUDIO_FEATURES].sort()).toEqual(['couponCodes', 'galleries', 'prepay', 'reports']);
    expect(STUDIO_FEATURES.map((f) => f.identifier)).toContain(StudioFeature.Verification);
  });

  it('takes an identifier in a path, and nothing that could be another path', () => {
    expect(v.parse(FeatureIdParam, 'couponCodes')).toBe('couponCodes');
    expect(v.safeParse(FeatureIdParam, '../reports').success).toBe(false);
    expect(v.safeParse(FeatureIdParam, 'a'.repeat(41)).success).toBe(false);
  });
});
