import { useSession } from '@shutterday/api-client';
import { useStudioDetails, useStudioFeatures, useUserPreferences } from '@shutterday/api-client/staff';
import { AreaLayout, RequireStudioAccess, useSyncStaffPreferences } from '@shutterday/ui';
import { Outlet } from 'react-router';
import { useStudioId } from '../lib/use-studio-id';
import { navItemsFor } from './nav-items';
import { StudioNotOpen, studioNotOpenReason } from '../features/studio-state/components/studio-not-open';

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
  // The theme, the photo grids and the cropper follow the member's saved preferences, here and in the editors.
  useSyncStaffPreferences(useUserPreferences(studioId).data);
  // A studio waiting for approval, or closed, refuses every call: one page says so, not each panel.
  const notOpen = studioNotOpenReason(studio.error);
  if (notOpen) return <StudioNotOpen reason={notOpen} />;
  return (
    <AreaLayout title={studio.data?.name ?? 'Studio administration'} items={navItemsFor(features.data, user)}>
      <Outlet />
    </AreaLayout>
  );
}
