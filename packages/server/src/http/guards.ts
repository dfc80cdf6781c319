import { canActOnStudio, hasAnyPermission, STUDIO_PENDING_MESSAGE } from '@shutterday/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './http-error';
import type { AuthUser } from '../plugins/types';
import { studiosRepository } from '../modules/platform/repositories/studios';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The caller needs any one of these (spec §6); a system administrator passes every check. */
    permissions?: string[];
  }
}

/** onRequest hook of a protected prefix: a valid bearer token or 401. */
export function requireLogin(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    request.user = await app.auth.authenticate(request.headers.authorization);
    if (!request.user) throw unauthorized();
  };
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

function checkPermissions(request: FastifyRequest, user: AuthUser): void {
  const required = request.routeOptions.config.permissions ?? [];
  if (!user.isSystemAdmin && !hasAnyPermission(user.permissions, required)) throw forbidden('You do not have permission to do this');
}

/**
 * preHandler of /api/studioadmin (after validation, so the id is a number): the caller must belong to
 * the studio in the path — or be a system administrator — and hold the route's permissions. The staff of
 * a studio still waiting for approval get 403 on every call (a system administrator still sees it).
 */
export async function requireStudioAccess(request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  const studioId = (request.params as { studioId?: number }).studioId;
  if (typeof studioId !== 'number' || !canActOnStudio({ permission: user.permissions, studio_id: user.studioId }, studioId)) {
    throw forbidden('You do not have access to this studio');
  }
  if (!user.isSystemAdmin && (await studiosRepository.isPending(request.server.db, studioId))) throw forbidden(STUDIO_PENDING_MESSAGE);
  checkPermissions(request, user);
}

/** preHandler of /api/admin: system administrators only. */
export async function requireSystemAdmin(request: FastifyRequest): Promise<void> {
  if (!currentUser(request).isSystemAdmin) throw forbidden('This area is for system administrators');
}
