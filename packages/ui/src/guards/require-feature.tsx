import { useStudioFeatures } from '@shutterday/api-client/staff';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ACCESS_DENIED_MESSAGE } from '@shutterday/domain';
import { LoadingBlock } from '../loading-block/loading-block';
import { studioHomePath } from './studio-home';
import { useErrorToastOnce } from './use-toast-once';

export interface RequireFeatureProps {
  feature: string;
  studioId: number;
  /** Where a denied user goes; the studio admin home by default. */
  redirectTo?: string;
  children: ReactNode;
}

/** A route behind a feature flag the studio lacks: error toast "Access to Route Denied" and a redirect (spec §4). */
export function RequireFeature({ feature, studioId, redirectTo, children }: RequireFeatureProps) {
  const { data: features, isPending, isError } = useStudioFeatures(studioId);
  const denied = isError || (!isPending && !features.some((f) => f.identifier === feature));
  useErrorToastOnce(denied, ACCESS_DENIED_MESSAGE);
  if (isPending) return <LoadingBlock />;
  if (denied) return <Navigate to={redirectTo ?? studioHomePath(studioId)} replace />;
  return <>{children}</>;
}
