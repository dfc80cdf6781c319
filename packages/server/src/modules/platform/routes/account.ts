import { PasswordChange } from '@shutterday/domain/staff';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { currentUser, requireLogin } from '../../../http/guards';
import { typed } from '../../../http/type-provider';
import { authTokensRepository } from '../repositories/auth-tokens';
import { usersRepository } from '../repositories/users';
import { confirmCurrentPassword } from '../services/current-password';
import { hashPassword } from '../services/passwords';

const tags = ['account'];

/** Everything under /api/account: the signed-in user's own account, whatever their role. */
export async function accountRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.addHook('onRequest', requireLogin(app));

  // Every other session ends (all refresh token families revoked); this one goes on with the tokens answered.
  app.post('/password', { schema: { tags, summary: 'Change your password (ends your other sessions; answers new tokens)', body: PasswordChange } }, async (request) => {
    const { id } = currentUser(request);
    const user = await confirmCurrentPassword(app.db, id, request.body.currentPassword);
    const passwordHash = await hashPassword(request.body.newPassword);
    const tokens = await app.db.transaction(async (tx) => {
      await usersRepository.setPassword(tx, id, passwordHash);
      await authTokensRepository.revokeAllForUser(tx, id, new Date());
      return app.auth.issue(tx, { ...user, passwordHash }, randomUUID());
    });
    return ok(tokens);
  });
}
