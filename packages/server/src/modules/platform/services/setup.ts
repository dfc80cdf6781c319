import { randomUUID } from 'node:crypto';
import { Permission, type AuthTokenResponse, type SetupRequest } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../../http/http-error';
import { studiosRepository } from '../repositories/studios';
import { usersRepository } from '../repositories/users';
import { hashPassword } from './passwords';
import { isReservedSlug } from './reserved-slugs';

/** Every permission a studio can grant: the first administrator of a new studio gets them all. */
export const STUDIO_PERMISSIONS = [Permission.StudioCrud, Permission.StudioAdminCrud, Permission.StudioUsersCrud, Permission.StudioFinancialsRead];

/** Onboarding: a new studio and its first administrator, logged in at once. */
export async function setupStudio(app: FastifyInstance, input: SetupRequest): Promise<AuthTokenResponse> {
  if (isReservedSlug(input.studioSlug)) throw badRequest(`studioSlug: "${input.studioSlug}" is reserved; choose another address`);
  const passwordHash = await hashPassword(input.password);
  return app.db.transaction(async (tx) => {
    if (await studiosRepository.findBySlug(tx, input.studioSlug)) throw conflict('studioSlug: This studio address is already taken');
    if (await usersRepository.findByEmail(tx, input.email)) throw conflict('email: An account with this e-mail address already exists');
    const studio = await studiosRepository.create(tx, { name: input.studioName, slug: input.studioSlug, accountNumber: input.accountNumber ?? null, email: input.email });
    const user = await usersRepository.create(tx, { email: input.email, name: input.name, passwordHash, studioId: studio.id, permissions: STUDIO_PERMISSIONS });
    return app.auth.issue(tx, user, randomUUID());
  });
}
