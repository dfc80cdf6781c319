import ky, { type KyInstance } from 'ky';
import { isTokenUsable, type ApiData, type AuthTokenResponse } from '@shutterday/domain';
import { endSession, getAuthToken, getRefreshToken, getTokenExpiration, saveTokens } from './token-store';
import { reportMaintenance } from './maintenance';
import { toApiError } from './api-error';

// Calls that must go out without a bearer token: they are how a session starts (spec §7 "All calls
// except login send a bearer token"); refreshing with the old token attached would be meaningless.
const ANONYMOUS_PATHS = ['/auth/login', '/auth/refresh', '/auth/forgot-password', '/auth/reset-password', '/auth/confirm-email', '/auth/setup'];

function isAnonymous(url: string): boolean {
  const { pathname } = new URL(url);
  return ANONYMOUS_PATHS.some((path) => pathname.endsWith(path));
}

export interface HttpClient {
  ky: KyInstance;
  /** Exchanges the stored refresh token once, however many requests ask at the same moment. */
  refreshSession(): Promise<boolean>;
}

export function createHttpClient({ prefix }: { prefix: string }): HttpClient {
  let pending: Promise<boolean> | null = null;

  async function exchange(): Promise<boolean> {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    try {
      const body = await ky
        .post(`${prefix}/auth/refresh`, { json: { refreshToken }, retry: 0 })
        .json<ApiData<AuthTokenResponse>>();
      saveTokens(body.data);
      return true;
    } catch (error) {
      if (toApiError(error).status === 503) reportMaintenance();
      // A refused refresh token (expired, revoked, reused) ends the session for good; the forms open
      // in this tab hear it first and keep what was typed (packages/ui form drafts).
      endSession();
      return false;
    }
  }

  function refreshSession(): Promise<boolean> {
    pending ??= exchange().finally(() => {
      pending = null;
    });
    return pending;
  }

  const instance = ky.create({
    prefix,
    // Only the forced retry after a token refresh; a failing call is never silently repeated.
    retry: { limit: 1, methods: [], statusCodes: [] },
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          if (isAnonymous(request.url)) return;
          if (getAuthToken() && !isTokenUsable(getTokenExpiration(), new Date()) && getRefreshToken()) {
            await refreshSession();
          }
          const token = getAuthToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async ({ request, response, retryCount }) => {
          if (response.status === 503) reportMaintenance();
          if (response.status !== 401 || retryCount > 0 || isAnonymous(request.url)) return;
          // Another request may have refreshed the session while this one was in flight: retry with
          // that token rather than spend the (rotated, single-use) refresh token a second time.
          const sentWith = request.headers.get('Authorization');
          const current = getAuthToken();
          if (current && sentWith !== `Bearer ${current}`) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
          if (!getRefreshToken()) return;
          if (await refreshSession()) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
        },
      ],
      beforeRetry: [
        ({ request }) => {
          const token = getAuthToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  return { ky: instance, refreshSession };
}
