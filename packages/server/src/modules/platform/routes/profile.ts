import { PasswordChange, PROFILE_MESSAGES, ProfileUpdate, type Profile } from '@shutterday/domain/staff';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { badRequest, conflict } from '../../../http/http-error';
import { currentUser } from '../../../http/guards';
import { StudioParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { authTokensRepository } from '../repositories/auth-tokens';
import { normalizeEmail, usersRepository } from '../repositories/users';
import { hashPassword, verifyPassword } from '../services/passwords';

const path = '/studios/:studioId/profile';

/** The signed-in user's own profile (the studio admin's account/profile page): name, e-mail, password. */
export async function profileRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const confirmed = async (userId: number, currentPassword: string) => {
    const user = (await usersRepository.findById(app.db, userId))!;
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest(PROFILE_MESSAGES.wrongPassword);
    return user;
  };

  app.get(path, { schema: { tags, summary: 'The signed-in user: name and e-mail', params: StudioParams } }, async (request) => {
    const user = (await usersRepository.findById(app.db, currentUser(request).id))!;
    return ok<Profile>({ name: user.name, email: user.email });
  });

  app.put(path, { schema: { tags, summary: 'Change your name and e-mail (confirm with your current password)', params: StudioParams, body: ProfileUpdate } }, async (request) => {
    const { id } = currentUser(request);
    await confirmed(id, request.body.currentPassword);
    const email = normalizeEmail(request.body.email);
    const [other] = await app.db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, id)));
    if (other) throw conflict(PROFILE_MESSAGES.emailTaken);
    const [row] = await app.db.update(users).set({ name: request.body.name, email }).where(eq(users.id, id)).returning();
    return ok<Profile>({ name: row!.name, email: row!.email });
  });

  // Every other session ends (all refresh token families revoked); this one goes on with the tokens answered.
  app.post(`${path}/password`, { schema: { tags, summary: 'Change your password (ends your other sessions; answers new tokens)', params: StudioParams, body: PasswordChange } }, async (request) => {
    const { id } = currentUser(request);
    const user = await confirmed(id, request.body.currentPassword);
    const passwordHash = await hashPassword(request.body.newPassword);
    const tokens = await app.db.transaction(async (tx) => {
      await usersRepository.setPassword(tx, id, passwordHash);
      await authTokensRepository.revokeAllForUser(tx, id, new Date());
      return app.auth.issue(tx, { ...user, passwordHash }, randomUUID());
    });
    return ok(tokens);
  });
}
