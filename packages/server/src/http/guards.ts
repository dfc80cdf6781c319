import { canActOnStudio, hasAnyPermission, STUDIO_PENDING_MESSAGE, studioRoutePermissions } from '@shutterday/domain';
import { FEATURE_OFF_REFUSAL, RSPO_JOB_REFUSAL, studioQueryFeatures, studioRouteRestriction } from '@shutterday/domain/server';
import { STUDIO_DISABLED_MESSAGE } from '@shutterday/domain/staff';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './http-error';
import type { AuthUser } from './auth-user';
import { usersRepository, type AccessState } from '../modules/accounts/repositories/users';
import { featuresRepository } from '../modules/studios/repositories/features';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The caller needs any one of these (spec §6); a system administrator passes every check. A studio
     * write that declares none, or declares both editors, needs the editor whose label covers its place:
     * studio.admin.crud for the studio, its packages and coupon codes, studio.crud elsewhere (`studioRoutePermissions`).
     */
    permissions?: string[];
  }
}

/** What a token no longer matching its user answers: the client refreshes, and a switched-off user is out. */
export const SESSION_CHANGED_MESSAGE = 'Your access has changed. Please log in again.';

/*
 * Every guard is an onRequest hook of its prefix, so it runs before the body is parsed and before any
 * validation: a caller who may not use a route gets 401/403 whatever the path, query or body hold, and
 * never learns the route's shape from a 400.
 */

/**
 * A valid bearer token of a user whose authorization has not changed since it was issued: the token's
 * auth version must be the database's (bumped by a trigger whenever the user is switched off or their
 * permissions, password or studio change), read in the same statement as the state of the studio in the
 * path. 401 otherwise.
 */
async function authenticate(request: FastifyRequest, studioId = 0): Promise<{ user: AuthUser; studioStatus: AccessState['studioStatus'] }> {
  const user = await request.server.auth.authenticate(request.headers.authorization);
  if (!user) throw unauthorized();
  const state = await usersRepository.accessState(request.server.db, user.id, studioId);
  if (!state || state.disabled || state.authVersion !== user.authVersion) throw unauthorized(SESSION_CHANGED_MESSAGE);
  request.user = user;
  return { user, studioStatus: state.studioStatus };
}

/** onRequest hook of a prefix any signed-in user may call: a current token or 401. */
export async function requireLogin(request: FastifyRequest): Promise<void> {
  await authenticate(request);
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

function checkPermissions(request: FastifyRequest, user: AuthUser): void {
  const required = studioRoutePermissions(request.method, request.routeOptions.config.permissions, request.routeOptions.url ?? '');
  if (!user.isSystemAdmin && !hasAnyPermission(user.permissions, required)) throw forbidden('You do not have permission to do this');
}

const PATH_ID = /^\d{1,10}$/;

/** The studio id of the raw path (before any schema ran), or 0 when it is not a number the database could hold. */
export function pathStudioId(request: FastifyRequest): number {
  const raw = (request.params as Record<string, unknown> | undefined)?.studioId;
  if (typeof raw !== 'string' || !PATH_ID.test(raw)) return 0;
  const id = Number(raw);
  return id <= 2147483647 ? id : 0;
}

/**
 * onRequest hook of /api/studioadmin: the caller must belong to the studio in the path — or be a system
 * administrator — and hold the route's permissions. The staff of a studio still waiting for approval, or
 * closed by a system administrator, get 403 on every call (a system administrator still sees it). A path whose studio id is malformed is 403
 * for everyone but a system administrator, whose request goes on to the schema's 400.
 */
export async function requireStudioAccess(request: FastifyRequest): Promise<void> {
  const studioId = pathStudioId(request);
  const { user, studioStatus } = await authenticate(request, studioId);
  if (!user.isSystemAdmin) {
    if (studioId === 0 || !canActOnStudio({ permission: user.permissions, studio_id: user.studioId }, studioId)) throw forbidden('You do not have access to this studio');
    if (studioStatus === 'pending') throw forbidden(STUDIO_PENDING_MESSAGE);
    // Read on every request, so closing a studio refuses its staff on their very next call, on every instance.
    if (studioStatus === 'disabled') throw forbidden(STUDIO_DISABLED_MESSAGE);
  }
  checkPermissions(request, user);
  if (!user.isSystemAdmin) await checkRestrictions(request, user, studioId);
}

/**
 * What the route's place in the studio asks beyond permissions (`studioRouteRestriction`): a user flagged
 * rspoJob is refused every jobs and organizations route, and a route of a feature the studio has switched
 * off (its own path, or a jobs list filtered to prepay or galleries) is refused to the studio's staff. A
 * system administrator passes both, as every other check. The feature switches are read only for the
 * few routes that have one.
 */
async function checkRestrictions(request: FastifyRequest, user: AuthUser, studioId: number): Promise<void> {
  const { jobScope, feature } = studioRouteRestriction(request.routeOptions.url ?? '');
  if (jobScope && user.rspoJob) throw forbidden(RSPO_JOB_REFUSAL);
  const needed = [...(feature ? [feature] : []), ...(jobScope && request.method === 'GET' ? studioQueryFeatures(request.query as Record<string, unknown>) : [])];
  if (needed.length && !(await featuresRepository.allOn(request.server.db, studioId, needed))) throw forbidden(FEATURE_OFF_REFUSAL);
}

/** onRequest hook of /api/admin: system administrators only. */
export async function requireSystemAdmin(request: FastifyRequest): Promise<void> {
  const { user } = await authenticate(request);
  if (!user.isSystemAdmin) throw forbidden('This area is for system administrators');
}
