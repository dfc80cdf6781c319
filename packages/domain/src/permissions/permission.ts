import type { TokenClaims } from './token-claims';

/** The permission strings of the token claim (spec §6) plus the system administrator's. */
export const Permission = {
  StudioCrud: 'studio.crud',
  StudioAdminCrud: 'studio.admin.crud',
  StudioUsersCrud: 'studio.users.crud',
  StudioFinancialsRead: 'studio.financials.read',
  SystemAdmin: 'system.admin',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

export const ACCESS_DENIED_MESSAGE = 'Access to Route Denied';
export const ANONYMOUS_NAME = 'Anonymous';

/**
 * The permission claim is one string or a list (spec §3). Blank entries are dropped and
 * duplicates removed; a single string is one permission, never split.
 */
export function parsePermissionClaim(claim: string | string[] | undefined): string[] {
  const list = claim === undefined ? [] : Array.isArray(claim) ? claim : [claim];
  return [...new Set(list.map((p) => p.trim()).filter((p) => p !== ''))];
}

/** Spec §6: studio records are changed by holders of studio.crud or studio.admin.crud (a system administrator passes). */
export const STUDIO_EDITORS: string[] = [Permission.StudioCrud, Permission.StudioAdminCrud];

/**
 * The areas of a studio (the first segment after `/studios/:studioId`, '' for the studio itself) that are "the
 * studio, its packages and coupon codes": only studio.admin.crud edits them, whatever editors a route there names.
 */
export const STUDIO_ADMIN_AREAS: ReadonlySet<string> = new Set(['', 'logo', 'watermark', 'features', 'package-sets', 'packages', 'package-preferences', 'coupon-codes', 'stripe', 'request-verification']);

/** The area of a studio route's URL pattern (`/api/studioadmin/studios/:studioId/package-sets/:id` → 'package-sets'); null outside a studio. */
export function studioArea(url: string): string | null {
  const match = /\/studios\/:studioId(?:\/([^/?]+))?/.exec(url);
  return match ? (match[1] ?? '') : null;
}

/**
 * What a studio route asks of its caller: the permissions it declares, or — when it declares none — the
 * editors' for a write (any method but GET and HEAD) and nothing for a read. A write open to every staff
 * member (their own preferences) says so by declaring an empty list. Where the editors are asked, each edits what
 * its label says (from the URL pattern, so a route added later is placed too): studio.admin.crud the areas of
 * `STUDIO_ADMIN_AREAS`, studio.crud every other ("Edit organizations, jobs, subjects and photos").
 */
export function studioRoutePermissions(method: string, declared: string[] | undefined, url: string): string[] {
  const required = declared ?? (method === 'GET' || method === 'HEAD' ? [] : STUDIO_EDITORS);
  const editors = required.length === STUDIO_EDITORS.length && STUDIO_EDITORS.every((permission) => required.includes(permission));
  if (!editors) return required;
  return [STUDIO_ADMIN_AREAS.has(studioArea(url) ?? '-') ? Permission.StudioAdminCrud : Permission.StudioCrud];
}

/** A route guard lets the user in when they hold any one of the listed permissions. A route listing none is open. */
export function hasAnyPermission(granted: string[], required: string[]): boolean {
  return required.length === 0 || required.some((permission) => granted.includes(permission));
}

/** Users flagged rspoJob are barred from the jobs and organizations pages (spec §6). */
export function isBarredFromJobs(user: { rspoJob?: boolean | null } | null | undefined): boolean {
  return user?.rspoJob === true;
}

/**
 * Whether the caller may act on a studio: a system administrator on any, everyone else only on
 * the studio of their token. Keeps data from crossing studios (DESIGN §5).
 */
export function canActOnStudio(claims: Pick<TokenClaims, 'permission' | 'studio_id'>, studioId: number): boolean {
  if (parsePermissionClaim(claims.permission).includes(Permission.SystemAdmin)) return true;
  return claims.studio_id !== null && claims.studio_id === studioId;
}

/** The name to show for a user: their name, or "Anonymous" when there is none. */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? ANONYMOUS_NAME : trimmed;
}
