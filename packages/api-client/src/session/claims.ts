import { Permission, parsePermissionClaim, type TokenClaims } from '@shutterday/domain';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  permissions: string[];
  studioId: number | null;
  isSystemAdmin: boolean;
  /** Kept away from jobs and organizations (spec's rspoJob): the studio admin sends them to the studio home. */
  rspoJob: boolean;
}

// Only the payload is read, never trusted: the server verifies the signature on every call, the
// browser needs the claims just to choose what to show.
export function decodeClaims(token: string | null): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

function toStudioId(value: unknown): number | null {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export function toSessionUser(claims: TokenClaims | null): SessionUser | null {
  if (!claims || !claims.nameid) return null;
  const permissions = parsePermissionClaim(claims.permission);
  return {
    id: String(claims.nameid),
    name: claims.name ?? '',
    email: claims.email ?? '',
    permissions,
    studioId: toStudioId(claims.studio_id),
    isSystemAdmin: permissions.includes(Permission.SystemAdmin),
    rspoJob: claims.rspo_job === true,
  };
}
