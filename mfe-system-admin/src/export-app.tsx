import { RequireAuth, type RemoteAppProps } from '@shutterday/ui';
import { SystemAdminRoutes } from './app/system-admin-routes';

/**
 * The system admin remote's one exposed module (`./App`), mounted by the shell at `/admin/*`; links are
 * relative to that route, so the basename is not needed here.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <RequireAuth>
      <SystemAdminRoutes />
    </RequireAuth>
  );
}
