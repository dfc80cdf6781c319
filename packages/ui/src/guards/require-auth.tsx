import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasSessionEnded, useSession } from '@shutterday/api-client';
import { loginPath } from '@shutterday/domain';

/** What the login page is told when it was reached because the session ended (not a visit, not a logout). */
export interface LoginState {
  sessionEnded?: boolean;
}

/**
 * Not logged in: to the login page, with the full path (search and hash included) to come back to, and
 * whether the session ended on its own (tokens refused, or a logout in another tab) so the page says so.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { pathname, search, hash } = useLocation();
  if (!isLoggedIn) {
    const state: LoginState | undefined = hasSessionEnded() ? { sessionEnded: true } : undefined;
    return <Navigate to={loginPath(`${pathname}${search}${hash}`)} replace state={state} />;
  }
  return <>{children}</>;
}
