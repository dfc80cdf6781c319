import { AuthTokensAnswer, ProfileAnswer, UserPreferencesAnswer, dataAnswer } from '@shutterday/domain/answers';
import { UserPreferencesUpdateRequest, type UserPreferences } from '@shutterday/domain';
import { PasswordChange, PROFILE_MESSAGES, ProfileUpdate, type Profile } from '@shutterday/domain/staff';
import { and, eq, ne } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { conflict } from '../../../http/http-error';
import { currentUser, requireLogin } from '../../../http/guards';
import { typed } from '../../../http/type-provider';
import { authTokensRepository } from '../repositories/auth-tokens';
import { normalizeEmail, usersRepository } from '../repositories/users';
import { confirmCurrentPassword } from '../services/current-password';
import { cancelEmailChange, ownProfile, requestEmailChange } from '../services/email-change';
import { hashPassword } from '../services/passwords';
import { preferencesPatch } from '../services/preferences';

const tags = ['account'];

/** Everything under /api/account: the signed-in user's own account (profile, password, preferences), whatever their role. */
export async function accountRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.addHook('onRequest', requireLogin);

  const profileOf = async (id: number): Promise<Profile> => (await ownProfile(app.db, id))!;

  app.get('/profile', { schema: { response: { 200: dataAnswer(ProfileAnswer) }, tags, summary: 'The signed-in user: name, e-mail and a new e-mail waiting for its link' } }, async (request) => ok(await profileOf(currentUser(request).id)));

  // The name changes at once; a different e-mail is mailed a link and becomes the login only when it is opened.
  app.put('/profile', { schema: { response: { 200: dataAnswer(ProfileAnswer) }, tags, summary: 'Change your name, and ask to change your e-mail (a link goes to the new address); confirm with your current password', body: ProfileUpdate } }, async (request) => {
    const { id } = currentUser(request);
    const user = await confirmCurrentPassword(app.db, id, request.body.currentPassword);
    const email = normalizeEmail(request.body.email);
    if (email !== user.email) {
      const [other] = await app.db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, id)));
      if (other) throw conflict(PROFILE_MESSAGES.emailTaken);
    }
    await app.db.update(users).set({ name: request.body.name }).where(eq(users.id, id));
    if (email !== user.email) await requestEmailChange(app, { id, name: request.body.name }, email);
    return ok(await profileOf(id));
  });

  app.delete('/profile/email-change', { schema: { response: { 200: dataAnswer(ProfileAnswer) }, tags, summary: 'Cancel a pending e-mail change (its link stops working)' } }, async (request) => {
    const { id } = currentUser(request);
    await cancelEmailChange(app.db, id);
    return ok(await profileOf(id));
  });

  // The caller's preferences (the theme, the photo grids): the row the studio's UserPreferences route reads and
  // writes, here for every user, a system administrator without a studio included.
  app.get('/preferences', { schema: { response: { 200: dataAnswer(UserPreferencesAnswer) }, tags, summary: 'Your preferences (created with defaults)' } }, async (request) =>
    ok<UserPreferences>(await usersRepository.preferences(app.db, currentUser(request).id)),
  );
  app.patch('/preferences', { schema: { response: { 200: dataAnswer(UserPreferencesAnswer) }, tags, summary: 'Change your preferences (dark mode, cropper size, images per row)', body: UserPreferencesUpdateRequest } }, async (request) =>
    ok<UserPreferences>(await usersRepository.updatePreferences(app.db, currentUser(request).id, preferencesPatch(request.body))),
  );

  // Every other session ends (all refresh token families revoked); this one goes on with the tokens answered.
  app.post('/password', { schema: { response: { 200: dataAnswer(AuthTokensAnswer) }, tags, summary: 'Change your password (ends your other sessions; answers new tokens)', body: PasswordChange } }, async (request) => {
    const { id } = currentUser(request);
    const user = await confirmCurrentPassword(app.db, id, request.body.currentPassword);
    const passwordHash = await hashPassword(request.body.newPassword);
    const tokens = await app.db.transaction(async (tx) => {
      await usersRepository.setPassword(tx, id, passwordHash);
      await authTokensRepository.revokeAllForUser(tx, id, new Date());
      return app.auth.issue(tx, user, randomUUID());
    });
    return ok(tokens);
  });
}
