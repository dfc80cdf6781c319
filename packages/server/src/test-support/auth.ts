import type { AuthTokenResponse } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { usersRepository } from '../modules/accounts/repositories/users';
import { hashPassword } from '../modules/accounts/services/passwords';
import { DEMO } from '../seed/demo-constants';

export async function login(app: FastifyInstance, username: string, password: string): Promise<AuthTokenResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export const loginStudioAdmin = (app: FastifyInstance) => login(app, DEMO.studioAdmin.email, DEMO.studioAdmin.password);
export const loginSystemAdmin = (app: FastifyInstance) => login(app, DEMO.systemAdmin.email, DEMO.systemAdmin.password);

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

let addresses = 0;
/** A fresh client address, for tests that call a rate-limited route more often than one address may. */
export function freshAddress(): string {
  addresses += 1;
  return `10.250.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

let staffMade = 0;
export const STAFF_PASSWORD = 'Staff-member-2026!';

/** A new staff member of a studio (the demo studio by default) holding exactly `permissions`, signed in. */
export async function signedInStaff(
  ctx: { app: FastifyInstance; db: Database },
  permissions: readonly string[],
  studioId = 1,
): Promise<{ id: number; email: string } & AuthTokenResponse> {
  staffMade += 1;
  const email = `staff-${staffMade}-${permissions.length}@staff.test`;
  const user = await usersRepository.create(ctx.db, { email, name: `Staff ${staffMade}`, passwordHash: await hashPassword(STAFF_PASSWORD), studioId, permissions: [...permissions] });
  return { id: user.id, email, ...(await login(ctx.app, email, STAFF_PASSWORD)) };
}
