import { MessageAnswer, UserRecordAnswer, dataAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { EmptyBody, EntityId, notFoundMessage, STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { USER_MESSAGES, UserCreate, UserListQuery, UserUpdate } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { Executor } from '../../../db/client';
import { ok, paged } from '../../../http/envelope';
import { badRequest, conflict, notFound } from '../../../http/http-error';
import { currentUser } from '../../../http/guards';
import { typed } from '../../../http/type-provider';
import { STALE } from '../../resource/resource-repository';
import { authTokensRepository, sendInvitation, hashPassword } from '../../accounts';
import { userAdminRepository } from '../repositories/user-admin';

const tags = ['system admin'];
const UserParams = v.object({ userId: EntityId });
const missing = () => notFound(notFoundMessage('User'));

/** The refusals a write of a user meets before it touches anything: a taken e-mail, a studio that is not there. */
async function refusal(db: Executor, input: UserCreate | UserUpdate, id?: number): Promise<void> {
  if (await userAdminRepository.emailTaken(db, input.email, id)) throw conflict(USER_MESSAGES.emailTaken);
  if (input.role === 'studio' && !(await userAdminRepository.studioExists(db, input.studioId!))) throw badRequest(USER_MESSAGES.studioNotFound);
}

/**
 * The system administrator's users: list, read, make (the new user is e-mailed a link to choose a password,
 * no one types it for them), edit with the version read, and invite again. Nobody is deleted: orders and
 * logs name them, so an account is switched off, which ends its sessions at once.
 */
export async function adminUserRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/users', { schema: { response: { 200: pagedAnswer(UserRecordAnswer) }, tags, summary: 'Users of every studio and the system administrators (paged; search name, e-mail or studio; type; studioId)', querystring: UserListQuery } }, async (request) => {
    const { items, total } = await userAdminRepository.list(app.db, request.query);
    return paged(items, request.query, total);
  });

  app.get('/users/:userId', { schema: { response: { 200: dataAnswer(UserRecordAnswer) }, tags, summary: 'One user', params: UserParams } }, async (request) => {
    const user = await userAdminRepository.find(app.db, request.params.userId);
    if (!user) throw missing();
    return ok(user);
  });

  app.post('/users', { schema: { response: { 201: dataAnswer(UserRecordAnswer) }, tags, summary: 'Make a user, who is e-mailed a link to choose a password', body: UserCreate } }, async (request, reply) => {
    await refusal(app.db, request.body);
    // A password nobody knows until the invitation's link sets one.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const user = await app.db.transaction((tx) => userAdminRepository.create(tx, request.body, passwordHash));
    await sendInvitation(app, user, currentUser(request));
    return reply.code(201).send(ok(user));
  });

  app.put('/users/:userId', { schema: { response: { 200: dataAnswer(UserRecordAnswer) }, tags, summary: 'Edit a user (send back its version); switching it off ends its sessions', params: UserParams, body: UserUpdate } }, async (request) => {
    const id = request.params.userId;
    if (id === currentUser(request).id && (request.body.disabled || request.body.role !== 'systemAdmin')) throw conflict(USER_MESSAGES.notYourself);
    await refusal(app.db, request.body, id);
    const result = await app.db.transaction(async (tx) => {
      const updated = await userAdminRepository.update(tx, id, request.body);
      if (updated && updated !== STALE && updated.disabled) await authTokensRepository.revokeAllForUser(tx, id, new Date());
      return updated;
    });
    if (result === STALE) throw conflict(STALE_RECORD_MESSAGE);
    if (!result) throw missing();
    return ok(result);
  });

  app.post('/users/:userId/invitation', { schema: { response: { 200: dataAnswer(MessageAnswer) }, tags, summary: 'E-mail the user a new link to choose a password', params: UserParams, body: EmptyBody } }, async (request) => {
    const user = await userAdminRepository.find(app.db, request.params.userId);
    if (!user) throw missing();
    if (user.disabled) throw conflict(USER_MESSAGES.disabled);
    await sendInvitation(app, user, currentUser(request));
    return ok({ message: USER_MESSAGES.invited(user.email) });
  });
}
