import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@shutterday/api-client';
import { loginPath } from '@shutterday/domain';

/** Not logged in: to the login page, with the full path (search and hash included) to come back to. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { pathname, search, hash } = useLocation();
  if (!isLoggedIn) return <Navigate to={loginPath(`${pathname}${search}${hash}`)} replace />;
  return <>{children}</>;
}
