import { isReservedSlug, loginPath, pageTitle, parseRouteId, RouteParamError, safeReturnPath } from '..';

describe('route ids parsed to integers', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [' 7 ', 7],
  ])('%p → %d', (value, id) => {
    expect(parseRouteId(value, 'jobId')).toBe(id);
  });

  it.each([[undefined], [null], ['']])('a missing required id %p raises an error', (value) => {
    expect(() => parseRouteId(value, 'jobId')).toThrow(new RouteParamError('The route parameter jobId is required'));
  });

  it('an optional id may be missing', () => {
    expect(parseRouteId(undefined, 'studioId', { optional: true })).toBeUndefined();
    expect(parseRouteId('3', 'studioId', { optional: true })).toBe(3);
  });

  it.each([['0'], ['-1'], ['1.5'], ['12abc'], ['abc'], ['99999999999999999999']])('refuses %p', (value) => {
    expect(() => parseRouteId(value, 'jobId')).toThrow(RouteParamError);
  });
});

describe('page title', () => {
  it.each([
    ['Cart', undefined, 'Cart - Shutterday'],
    ['Cart', 'Photo Co', 'Cart - Photo Co'],
    [undefined, undefined, 'Shutterday'],
    ['  ', 'Photo Co', 'Photo Co'],
    [null, undefined, 'Shutterday'],
  ])('%p with product %p → %p', (title, product, text) => {
    expect(pageTitle(title, product)).toBe(text);
  });
});

describe('reserved studio slugs', () => {
  it.each([
    ['admin', true],
    ['API', true],
    ['forgot-password', true],
    ['demo', false],
    ['admins', false],
  ])('%p is reserved: %p', (slug, reserved) => {
    expect(isReservedSlug(slug)).toBe(reserved);
  });
});

describe('login with the return path in ret', () => {
  it('encodes the return path', () => {
    expect(loginPath('/admin/studios/1/jobs?x=1')).toBe('/login?ret=%2Fadmin%2Fstudios%2F1%2Fjobs%3Fx%3D1');
  });

  it.each([
    ['/admin/studios/1', '/admin/studios/1'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['', '/'],
    [null, '/'],
  ])('follows %p as %p', (ret, path) => {
    expect(safeReturnPath(ret)).toBe(path);
  });
});
