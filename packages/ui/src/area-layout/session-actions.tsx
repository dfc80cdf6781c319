import { Space } from 'antd';
import { Link, useLocation } from 'react-router';
import { useSession } from '@shutterday/api-client';

/**
 * The header's way out of any admin page: who is logged in, "System administration" for a system
 * administrator inside a studio (their way back), and Log out.
 */
export function SessionActions() {
  const { displayName, user } = useSession();
  const { pathname } = useLocation();
  const inStudio = pathname.startsWith('/admin/studios/');
  return (
    <Space size="middle" wrap>
      <span>{displayName}</span>
      {user?.isSystemAdmin && inStudio ? <Link to="/admin/studios">System administration</Link> : null}
      <Link to="/logout">Log out</Link>
    </Space>
  );
}
