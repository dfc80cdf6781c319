import { Permission } from '@shutterday/domain';
import { AreaLayout, RequirePermission } from '@shutterday/ui';
import { Outlet } from 'react-router';
import { navItems } from './nav-items';

const SYSTEM_ADMIN = [Permission.SystemAdmin];

/** The system admin frame with its menu of spec §2; anyone else is sent to their own home. */
export function SystemAdminLayout() {
  return (
    <RequirePermission anyOf={SYSTEM_ADMIN}>
      <AreaLayout title="System administration" items={navItems}>
        <Outlet />
      </AreaLayout>
    </RequirePermission>
  );
}
