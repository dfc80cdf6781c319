import { isTokenUsable, STORAGE_KEYS } from '..';

describe('the cached token', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it.each([
    ['2026-01-01T12:00:01Z', true],
    ['2026-01-01T12:00:00Z', false], // expiration reached: refresh
    ['2026-01-01T11:59:59Z', false],
    ['garbage', false],
    ['', false],
    [null, false],
  ])('expiring %p is reused: %p', (expiration, usable) => {
    expect(isTokenUsable(expiration, now)).toBe(usable);
  });

  it('is stored under authToken and refreshToken', () => {
    expect(STORAGE_KEYS).toEqual({ authToken: 'authToken', refreshToken: 'refreshToken' });
  });
});
