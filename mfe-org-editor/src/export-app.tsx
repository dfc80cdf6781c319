import { READ_ONLY_JOBS } from '@shutterday/domain';
import { RequireAuth, useStaffAbilities, WriteAccessProvider, type RemoteAppProps } from '@shutterday/ui';
import type { ReactNode } from 'react';
import { OrgEditorRoutes } from './app/org-editor-routes';

/** Organizations, jobs, subjects and photos change only for "Edit organizations, jobs, subjects and photos". */
function EditorWriteAccess({ children }: { children: ReactNode }) {
  return (
    <WriteAccessProvider allowed={useStaffAbilities().editJobs} reason={READ_ONLY_JOBS}>
      {children}
    </WriteAccessProvider>
  );
}

/**
 * The org editor remote's one exposed module (`./App`). The shell mounts it at
 * `/admin/studios/:studioId/organizations/:organizationId/*` and at `/admin/studios/:studioId/jobs/:jobId/*`;
 * the route params say which, so the basename is not needed here.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <RequireAuth>
      <EditorWriteAccess>
        <OrgEditorRoutes />
      </EditorWriteAccess>
    </RequireAuth>
  );
}
