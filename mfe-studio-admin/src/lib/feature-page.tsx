import type { StudioFeature } from '@shutterday/domain';
import { RequireFeature } from '@shutterday/ui';
import type { ReactNode } from 'react';
import { useStudioId } from './use-studio-id';

/** A studio admin page that the studio's feature switch opens (spec §4): without it, "Access to Route Denied" and home. */
export function FeaturePage({ feature, children }: { feature: StudioFeature; children: ReactNode }) {
  return (
    <RequireFeature feature={feature} studioId={useStudioId()}>
      {children}
    </RequireFeature>
  );
}
