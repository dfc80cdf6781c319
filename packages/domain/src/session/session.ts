/** Local storage keys of the tokens (spec §9). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
} as const;

/**
 * A cached token is reused until its expiration passes (spec §4). An unreadable expiration counts
 * as passed, so a refresh is tried rather than a request sent with a doubtful token.
 */
export function isTokenUsable(expiration: string | null | undefined, now: Date): boolean {
  if (!expiration) return false;
  const expires = Date.parse(expiration);
  return !Number.isNaN(expires) && now.getTime() < expires;
}
