import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@shutterday/api-client';
import { hasAnyPermission } from '@shutterday/domain';
import { homePathFor } from './studio-home';

export interface RequirePermissionProps {
  /** The user needs any one of these (spec §6). */
  anyOf: string[];
  children: ReactNode;
}

/** Lacking every listed permission: to the studio admin home (or /admin for a system admin without a studio). */
export function RequirePermission({ anyOf, children }: RequirePermissionProps) {
  const { user } = useSession();
  if (!hasAnyPermission(user?.permissions ?? [], anyOf)) return <Navigate to={homePathFor(user)} replace />;
  return <>{children}</>;
}
