import {
  ACCESS_DENIED_MESSAGE,
  ANONYMOUS_NAME,
  canActOnStudio,
  displayName,
  hasAnyPermission,
  isBarredFromJobs,
  parsePermissionClaim,
  Permission,
  studioRoutePermissions,
} from '..';

describe('permission strings', () => {
  it('match the token claim values', () => {
    expect(Permission).toEqual({
      StudioCrud: 'studio.crud',
      StudioAdminCrud: 'studio.admin.crud',
      StudioUsersCrud: 'studio.users.crud',
      StudioFinancialsRead: 'studio.financials.read',
      SystemAdmin: 'system.admin',
    });
    expect(ACCESS_DENIED_MESSAGE).toBe('Access to Route Denied');
    expect(ANONYMOUS_NAME).toBe('Anonymous');
  });
});

describe('the permission claim as a string or a list', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['studio.crud', ['studio.crud']],
    [' studio.crud ', ['studio.crud']],
    [['studio.crud', 'studio.users.crud'], ['studio.crud', 'studio.users.crud']],
    [['studio.crud', 'studio.crud', ' '], ['studio.crud']],
    [[], []],
  ] as const)('parsePermissionClaim(%j) is %j', (claim, expected) => {
    expect(parsePermissionClaim(claim as string | string[] | undefined)).toEqual(expected);
  });
});

describe('the any-of route check', () => {
  it.each([
    [['studio.crud'], ['studio.crud'], true],
    [['studio.crud'], ['studio.admin.crud', 'studio.crud'], true],
    [['studio.users.crud'], ['studio.admin.crud', 'studio.crud'], false],
    [[], ['studio.crud'], false],
    [[], [], true],
    [['studio.crud'], [], true],
  ])('granted %j, route needs any of %j → %p', (granted, required, allowed) => {
    expect(hasAnyPermission(granted, required)).toBe(allowed);
  });
});

describe('rspoJob barring', () => {
  it.each([
    [{ rspoJob: true }, true],
    [{ rspoJob: false }, false],
    [{ rspoJob: null }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('user %j is barred from jobs and organizations: %p', (user, barred) => {
    expect(isBarredFromJobs(user)).toBe(barred);
  });
});

describe('studio access: no data crosses studios', () => {
  it.each([
    [{ permission: 'studio.crud', studio_id: 7 }, 7, true],
    [{ permission: 'studio.crud', studio_id: 7 }, 8, false],
    [{ permission: ['studio.crud'], studio_id: null }, 7, false],
    [{ permission: ['studio.crud', 'system.admin'], studio_id: null }, 7, true],
  ])('%j on studio %d → %p', (claims, studioId, allowed) => {
    expect(canActOnStudio(claims, studioId)).toBe(allowed);
  });
});

describe('the anonymous display name', () => {
  it.each([
    ['Jane Doe', 'Jane Doe'],
    ['  Jane  ', 'Jane'],
    ['', 'Anonymous'],
    ['   ', 'Anonymous'],
    [null, 'Anonymous'],
    [undefined, 'Anonymous'],
  ])('%p shows as %p', (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });
});

describe("a studio route's permissions", () => {
  it.each([
    ['GET', undefined, []],
    ['HEAD', undefined, []],
    ['POST', undefined, ['studio.crud']],
    ['PATCH', undefined, ['studio.crud']],
    ['DELETE', ['studio.admin.crud', 'studio.crud'], ['studio.crud']],
    ['PATCH', [], []],
    ['GET', ['studio.financials.read'], ['studio.financials.read']],
    ['POST', ['studio.admin.crud'], ['studio.admin.crud']],
  ])('%s declaring %j asks for %j', (method, declared, required) => {
    expect(studioRoutePermissions(method, declared, '/api/studioadmin/studios/:studioId/jobs/:jobId')).toEqual(required);
  });

  it.each([
    ['PATCH', undefined, '/api/studioadmin/studios/:studioId'],
    ['POST', undefined, '/api/studioadmin/studios/:studioId/coupon-codes'],
    ['PUT', ['studio.crud', 'studio.admin.crud'], '/api/studioadmin/studios/:studioId/package-sets/:packageSetId/packages'],
    ['DELETE', ['studio.admin.crud', 'studio.crud'], '/api/studioadmin/studios/:studioId/packages/:packageId'],
    ['PUT', undefined, '/api/studioadmin/studios/:studioId/logo'],
    ['PATCH', undefined, '/api/studioadmin/studios/:studioId/stripe/connect'],
  ])('%s %s: only "Edit the studio, its packages and coupon codes" edits the studio, its packages and coupon codes (%s)', (method, declared, url) => {
    expect(studioRoutePermissions(method, declared, url)).toEqual(['studio.admin.crud']);
    expect(hasAnyPermission(['studio.crud'], studioRoutePermissions(method, declared, url))).toBe(false);
  });

  it('keeps "Edit the studio, its packages and coupon codes" away from organizations, jobs, subjects and photos', () => {
    expect(hasAnyPermission(['studio.admin.crud'], studioRoutePermissions('PUT', undefined, '/api/studioadmin/studios/:studioId/organizations/:organizationId'))).toBe(false);
    expect(hasAnyPermission(['studio.admin.crud'], studioRoutePermissions('POST', ['studio.crud', 'studio.admin.crud'], '/api/studioadmin/studios/:studioId/jobs/:jobId/subjects'))).toBe(false);
  });

  it("leaves a studio-admin area's reads and other declared permissions as declared", () => {
    expect(studioRoutePermissions('GET', undefined, '/api/studioadmin/studios/:studioId/coupon-codes')).toEqual([]);
    expect(studioRoutePermissions('GET', ['studio.crud', 'studio.admin.crud', 'studio.financials.read'], '/api/studioadmin/studios/:studioId/stripe')).toEqual(['studio.crud', 'studio.admin.crud', 'studio.financials.read']);
    expect(studioRoutePermissions('PATCH', [], '/api/studioadmin/studios/:studioId/UserPreferences')).toEqual([]);
  });

  it('keeps a financial reader away from a write that declares nothing', () => {
    expect(hasAnyPermission(['studio.financials.read'], studioRoutePermissions('PUT', undefined, '/api/studioadmin/studios/:studioId/jobs/:jobId'))).toBe(false);
    expect(hasAnyPermission(['studio.crud'], studioRoutePermissions('PUT', undefined, '/api/studioadmin/studios/:studioId/jobs/:jobId'))).toBe(true);
  });
});
