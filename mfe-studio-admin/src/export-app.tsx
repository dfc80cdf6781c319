import { RequireAuth, type RemoteAppProps } from '@shutterday/ui';
import { StudioAdminRoutes } from './app/studio-admin-routes';

/**
 * The studio admin remote's one exposed module (`./App`), mounted by the shell at
 * `/admin/studios/:studioId/*`; links are relative to that route, so the basename is not needed here.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <RequireAuth>
      <StudioAdminRoutes />
    </RequireAuth>
  );
}
