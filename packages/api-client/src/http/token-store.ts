import { STORAGE_KEYS, type AuthTokenResponse } from '@shutterday/domain';

// The expiration is kept next to the two tokens of spec §9 so a cached token can be reused until it
// passes without decoding the JWT on every request.
export const EXPIRATION_KEY = 'authTokenExpiration';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Private browsing modes may throw on access; the session then simply does not persist.
    return null;
  }
}

export function getAuthToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.authToken) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.refreshToken) ?? null;
}

export function getTokenExpiration(): string | null {
  return storage()?.getItem(EXPIRATION_KEY) ?? null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveTokens(tokens: AuthTokenResponse): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.authToken, tokens.token);
  store?.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  store?.setItem(EXPIRATION_KEY, tokens.expiration);
  notify();
}

export function clearTokens(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.authToken);
  store?.removeItem(STORAGE_KEYS.refreshToken);
  store?.removeItem(EXPIRATION_KEY);
  notify();
}

/** Called after every change, including a login or logout in another tab of the same browser. */
export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.authToken) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
