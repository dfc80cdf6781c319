import { useStudioDetails, useStudioFeatures } from '@shutterday/api-client/staff';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PAYMENT_PROVIDER, passesVerificationGuard, verificationRequiredMessage } from '@shutterday/domain';
import { LoadingBlock } from '../loading-block/loading-block';
import { studioHomePath } from './studio-home';
import { useErrorToastOnce } from './use-toast-once';

export interface RequireVerifiedStudioProps {
  studioId: number;
  children: ReactNode;
}

/**
 * A feature that needs the studio verified by the payment provider: when the studio's features turn
 * the verification check on and the provider flag is not true, a toast and the studio admin home.
 */
export function RequireVerifiedStudio({ studioId, children }: RequireVerifiedStudioProps) {
  const details = useStudioDetails(studioId);
  const features = useStudioFeatures(studioId);
  const pending = details.isPending || features.isPending;
  const denied =
    details.isError ||
    features.isError ||
    (!pending && !passesVerificationGuard(details.data!, PAYMENT_PROVIDER, features.data!));
  useErrorToastOnce(denied, verificationRequiredMessage(PAYMENT_PROVIDER));
  if (pending) return <LoadingBlock />;
  if (denied) return <Navigate to={studioHomePath(studioId)} replace />;
  return <>{children}</>;
}
