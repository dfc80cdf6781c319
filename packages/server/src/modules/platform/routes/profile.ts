import { PROFILE_MESSAGES, ProfileUpdate, type Profile } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { conflict } from '../../../http/http-error';
import { currentUser } from '../../../http/guards';
import { StudioParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { normalizeEmail, usersRepository } from '../repositories/users';
import { confirmCurrentPassword } from '../services/current-password';

const path = '/studios/:studioId/profile';

/** The signed-in user's own profile (the studio admin's account/profile page): name and e-mail (the password is the account's: /api/account/password). */
export async function profileRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get(path, { schema: { tags, summary: 'The signed-in user: name and e-mail', params: StudioParams } }, async (request) => {
    const user = (await usersRepository.findById(app.db, currentUser(request).id))!;
    return ok<Profile>({ name: user.name, email: user.email });
  });

  app.put(path, { schema: { tags, summary: 'Change your name and e-mail (confirm with your current password)', params: StudioParams, body: ProfileUpdate } }, async (request) => {
    const { id } = currentUser(request);
    await confirmCurrentPassword(app.db, id, request.body.currentPassword);
    const email = normalizeEmail(request.body.email);
    const [other] = await app.db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, id)));
    if (other) throw conflict(PROFILE_MESSAGES.emailTaken);
    const [row] = await app.db.update(users).set({ name: request.body.name, email }).where(eq(users.id, id)).returning();
    return ok<Profile>({ name: row!.name, email: row!.email });
  });
}
