import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useSession } from '@shutterday/api-client';
import { canActOnStudio } from '@shutterday/domain';

/**
 * The studio check of the studio areas (spec §2): a studio user works on their own studio only, a
 * system administrator on any. The server refuses the calls anyway; this spares the user a page of errors.
 */
export function RequireStudioAccess({ studioId, children }: { studioId: number; children: ReactNode }) {
  const { user } = useSession();
  const allowed = user !== null && canActOnStudio({ permission: user.permissions, studio_id: user.studioId }, studioId);
  if (!allowed) return <Result status="403" title="You don't have access to this studio" />;
  return <>{children}</>;
}
