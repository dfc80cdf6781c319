import type { LoginRequest, SetupAccepted, SetupRequest, AuthTokenResponse } from '@shutterday/domain';
import { apiPost } from '../http/client';
import { queryClient } from '../query-client';
import { clearTokens, forgetSessionEnd, hasSessionEnded, getAuthToken, getRefreshToken, saveTokens } from '../http/token-store';
import { decodeClaims, toSessionUser, type SessionUser } from './claims';

function startSession(tokens: AuthTokenResponse): SessionUser | null {
  saveTokens(tokens);
  return toSessionUser(decodeClaims(getAuthToken()));
}

/**
 * After a session that ended on its own, whoever logs in next (maybe someone else on a shared device)
 * starts from an empty cache, as after a logout.
 */
export async function login(credentials: LoginRequest): Promise<SessionUser | null> {
  const tokens = await apiPost<AuthTokenResponse>('auth/login', credentials);
  if (hasSessionEnded()) queryClient.clear();
  return startSession(tokens);
}

/** Onboarding creates the studio and its first administrator and answers with their tokens. */
/** Asks for a studio: always accepted (202) with the same answer; the studio waits for approval, no session starts. */
export async function setupStudio(request: SetupRequest): Promise<SetupAccepted> {
  return apiPost<SetupAccepted>('auth/setup', request);
}

/**
 * Clears both tokens first so the browser is logged out whatever happens; revoking the refresh
 * token on the server is best effort (an offline logout must still log out).
 */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  forgetSessionEnd();
  clearTokens();
  if (!refreshToken) return;
  try {
    await apiPost('auth/logout', { refreshToken });
  } catch {
    // Nothing to tell the user: they are logged out locally, and the token expires on its own.
  }
}
