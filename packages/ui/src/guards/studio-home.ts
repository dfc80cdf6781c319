import type { SessionUser } from '@shutterday/api-client';

/**
 * Where a user goes when a guard turns them away (spec §2 "studioadmin-home"): their studio's admin
 * home; a system administrator without a studio has the system admin home instead.
 */
export function homePathFor(user: SessionUser | null): string {
  if (user?.studioId) return `/admin/studios/${user.studioId}`;
  if (user?.isSystemAdmin) return '/admin';
  return '/';
}

export const studioHomePath = (studioId: number) => `/admin/studios/${studioId}`;
