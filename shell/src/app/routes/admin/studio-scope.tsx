import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSession } from '@shutterday/api-client';
import { canActOnStudio, parseRouteId, RouteParamError } from '@shutterday/domain';
import { homePathFor } from '@shutterday/ui';
import { AdminNotFound } from './admin-not-found';

/**
 * The studio routes' studio check (spec §2): the id must be a whole number and the user must be
 * allowed to act on that studio; anyone else goes to their own home. The server checks it again.
 */
export function StudioScope({ children }: { children: (studioId: number) => ReactNode }) {
  const { user } = useSession();
  const param = useParams().studioId;
  let studioId: number;
  try {
    studioId = parseRouteId(param, 'studioId');
  } catch (error) {
    if (error instanceof RouteParamError) return <AdminNotFound what="Studio" />;
    throw error;
  }
  const allowed = user !== null && canActOnStudio({ permission: user.permissions, studio_id: user.studioId }, studioId);
  if (!allowed) return <Navigate to={homePathFor(user)} replace />;
  return <>{children(studioId)}</>;
}
