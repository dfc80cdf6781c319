import { useSession } from '@shutterday/api-client';
import { Permission } from '@shutterday/domain';
import { AreaLayout, RequirePermission } from '@shutterday/ui';
import { Space } from 'antd';
import { Link, Outlet } from 'react-router';
import { navItems } from './nav-items';

const SYSTEM_ADMIN = [Permission.SystemAdmin];

/** The system admin frame with its menu of spec §2; anyone else is sent to their own home. */
export function SystemAdminLayout() {
  const { displayName } = useSession();
  const actions = (
    <Space>
      <span>{displayName}</span>
      <Link to="/logout">Log out</Link>
    </Space>
  );
  return (
    <RequirePermission anyOf={SYSTEM_ADMIN}>
      <AreaLayout title="System administration" items={navItems} actions={actions}>
        <Outlet />
      </AreaLayout>
    </RequirePermission>
  );
}
