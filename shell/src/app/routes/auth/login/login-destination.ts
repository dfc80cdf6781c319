import type { SessionUser } from '@shutterday/api-client';
import { safeReturnPath } from '@shutterday/domain';
import { homePathFor } from '@shutterday/ui';

/**
 * After login: the `ret` path when it is a same-site path (never another site), otherwise the
 * user's home: /admin for a system administrator, their studio's admin home for a studio user.
 */
export function loginDestination(ret: string | null, user: SessionUser | null): string {
  const safe = safeReturnPath(ret);
  if (ret && safe === ret && ret !== '/login' && !ret.startsWith('/login?')) return safe;
  if (user?.isSystemAdmin) return '/admin';
  return homePathFor(user);
}
