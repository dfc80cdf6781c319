import { STORAGE_KEYS, type AuthTokenResponse } from '@shutterday/domain';

// The expiration is kept next to the two tokens of spec §9 so a cached token can be reused until it
// passes without decoding the JWT on every request.
export const EXPIRATION_KEY = 'authTokenExpiration';

type Listener = () => void;
const listeners = new Set<Listener>();
const endListeners = new Set<Listener>();
// Whether the last session of this tab ended on its own (refused refresh, logout in another tab) rather
// than by a login or by this tab's own logout: the login page says so only then.
let ended = false;
let watchingOtherTabs = false;
// Whether this tab last saw an access token: another tab removing it ends this tab's session too.
let knownToken = false;

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
  knownToken = getAuthToken() !== null;
  for (const listener of listeners) listener();
}

export function saveTokens(tokens: AuthTokenResponse): void {
  ended = false;
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

/**
 * The session ended without this tab asking (its refresh token was refused: expired, revoked, reused).
 * Listeners hear it while the tokens are still there, before anything re-renders, so a form can keep
 * what was typed; then the tokens are cleared.
 */
export function endSession(): void {
  ended = true;
  for (const listener of endListeners) listener();
  clearTokens();
}

/** A logout this tab asked for: not an ended session. */
export function forgetSessionEnd(): void {
  ended = false;
}

/** True from a session's end (in this tab or another one) until the next login or deliberate logout here. */
export function hasSessionEnded(): boolean {
  return ended;
}

/** Called when the session ends on its own (see endSession), in this tab or in another tab of the browser. */
export function onSessionEnd(listener: Listener): () => void {
  watchOtherTabs();
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

// One listener for the changes other tabs make: a login, a refresh, a logout or an ended session there.
// Tokens removed elsewhere end this tab's session too; it is told before the token listeners re-render.
function watchOtherTabs(): void {
  if (watchingOtherTabs || !globalThis.addEventListener) return;
  watchingOtherTabs = true;
  knownToken = getAuthToken() !== null;
  globalThis.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.authToken) return;
    if (getAuthToken() !== null) {
      ended = false;
    } else if (knownToken) {
      ended = true;
      for (const listener of endListeners) listener();
    }
    notify();
  });
}

/** Called after every change, including a login or logout in another tab of the same browser. */
export function subscribeTokens(listener: Listener): () => void {
  watchOtherTabs();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
