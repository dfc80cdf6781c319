import { RequireAuth, type RemoteAppProps } from '@shutterday/ui';
import { OrgEditorRoutes } from './app/org-editor-routes';

/**
 * The org editor remote's one exposed module (`./App`). The shell mounts it at
 * `/admin/studios/:studioId/organizations/:organizationId/*` and at `/admin/studios/:studioId/jobs/:jobId/*`;
 * the route params say which, so the basename is not needed here.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <RequireAuth>
      <OrgEditorRoutes />
    </RequireAuth>
  );
}
