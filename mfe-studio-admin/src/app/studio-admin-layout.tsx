import { useSession } from '@shutterday/api-client';
import { useStudioDetails, useStudioFeatures } from '@shutterday/api-client/staff';
import { AreaLayout, RequireStudioAccess } from '@shutterday/ui';
import { Outlet } from 'react-router';
import { useStudioId } from '../lib/use-studio-id';
import { navItemsFor } from './nav-items';

/** The studio admin frame: the studio's name over its menu of spec §2, for its own users only. */
export function StudioAdminLayout() {
  const studioId = useStudioId();
  return (
    <RequireStudioAccess studioId={studioId}>
      <StudioFrame studioId={studioId} />
    </RequireStudioAccess>
  );
}

function StudioFrame({ studioId }: { studioId: number }) {
  const studio = useStudioDetails(studioId);
  const features = useStudioFeatures(studioId);
  const { user } = useSession();
  return (
    <AreaLayout title={studio.data?.name ?? 'Studio administration'} items={navItemsFor(features.data, user)}>
      <Outlet />
    </AreaLayout>
  );
}
