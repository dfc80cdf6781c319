import { StudioFeature } from '../features';
import { studioQueryFeatures, studioRouteRestriction } from '../route-restrictions';

const studio = '/api/studioadmin/studios/:studioId';

describe('studioRouteRestriction', () => {
  it('keeps every jobs and organizations route from rspoJob users, whatever its depth or API version', () => {
    for (const url of [`${studio}/jobs`, `${studio}/jobs/:jobId/orders/:orderNumber/refund`, `${studio}/organizations/valid`, `/api/v3/studioadmin/studios/:studioId/organizations/:organizationId/jobs/:jobId/subjects`]) {
      expect(studioRouteRestriction(url).jobScope).toBe(true);
    }
  });

  it('leaves the rest of the studio open to them', () => {
    for (const url of [`${studio}`, `${studio}/packages/:packageId`, `${studio}/earned-totals`, `${studio}/reports/payments/summary`, '/api/account/profile']) {
      expect(studioRouteRestriction(url).jobScope).toBe(false);
    }
  });

  it('names the feature of coupon codes, reports and the prepay and gallery tabs of a job', () => {
    expect(studioRouteRestriction(`${studio}/coupon-codes/:couponCodeId`).feature).toBe(StudioFeature.CouponCodes);
    expect(studioRouteRestriction(`${studio}/reports/yearbook/export`).feature).toBe(StudioFeature.Reports);
    expect(studioRouteRestriction(`${studio}/jobs/:jobId/settings/preorder`)).toEqual({ jobScope: true, feature: StudioFeature.Prepay });
    expect(studioRouteRestriction(`${studio}/organizations/:organizationId/jobs/:jobId/settings/gallery`).feature).toBe(StudioFeature.Galleries);
    expect(studioRouteRestriction(`${studio}/jobs/:jobId/settings/general`).feature).toBeNull();
    expect(studioRouteRestriction(`${studio}/packages`).feature).toBeNull();
  });
});

describe('studioQueryFeatures', () => {
  it('asks for prepay or galleries when a jobs list is filtered to them', () => {
    expect(studioQueryFeatures({ prepay: '1' })).toEqual([StudioFeature.Prepay]);
    expect(studioQueryFeatures({ galleries: '1', prepay: '1' })).toEqual([StudioFeature.Prepay, StudioFeature.Galleries]);
    expect(studioQueryFeatures({ prepay: '0', search: 'x' })).toEqual([]);
    expect(studioQueryFeatures(undefined)).toEqual([]);
  });
});
