import { useSession, useStudioDetails } from '@shutterday/api-client';
import { AreaLayout, RequireStudioAccess } from '@shutterday/ui';
import { Space } from 'antd';
import { Link, Outlet } from 'react-router';
import { useStudioId } from '../lib/use-studio-id';
import { navItems } from './nav-items';

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
  const { displayName } = useSession();
  const actions = (
    <Space>
      <span>{displayName}</span>
      <Link to="/logout">Log out</Link>
    </Space>
  );
  return (
    <AreaLayout title={studio.data?.name ?? 'Studio administration'} items={navItems} actions={actions}>
      <Outlet />
    </AreaLayout>
  );
}
