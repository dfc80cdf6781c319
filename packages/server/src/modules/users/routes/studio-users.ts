import { MessageAnswer, UserRecordAnswer, dataAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { EmptyBody, EntityId, ListQuery, notFoundMessage, Permission, STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { PERMISSION_LABELS, permissionsBeyond, STUDIO_STAFF_PERMISSIONS, StudioUserCreate, StudioUserUpdate, USER_MESSAGES, type UserRecord } from '@shutterday/domain/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { ok, paged } from '../../../http/envelope';
import { conflict, forbidden, notFound } from '../../../http/http-error';
import { currentUser } from '../../../http/guards';
import { typed } from '../../../http/type-provider';
import { STALE } from '../../resource/resource-repository';
import { authTokensRepository, normalizeEmail, requestEmailChange, sendInvitation, hashPassword } from '../../accounts';
import { userAdminRepository } from '../repositories/user-admin';
import { studiosRepository } from '../../studios';

const tags = ['studio admin'];
const StudioParams = v.object({ studioId: EntityId });
const StudioUserParams = v.object({ studioId: EntityId, userId: EntityId });
const config = { permissions: [Permission.StudioUsersCrud] };
const missing = () => notFound(notFoundMessage('User'));
export const NOT_YOURSELF = 'You cannot switch off your own account or change your own permissions';

/** What the caller may hand out: their own studio permissions (a system administrator all of them). */
const held = (request: FastifyRequest): readonly string[] => (currentUser(request).isSystemAdmin ? STUDIO_STAFF_PERMISSIONS : currentUser(request).permissions);

/** Whether the caller is kept away from jobs and organizations (spec §6 rspoJob; a system administrator never is). */
const keptAway = (request: FastifyRequest): boolean => !currentUser(request).isSystemAdmin && currentUser(request).rspoJob;

/**
 * Least privilege: nobody gives, nor takes from a colleague who holds it, a permission they lack — and access to
 * jobs and organizations counts as one: a caller kept away from them leaves everyone they add or edit (themselves
 * included) kept away, and cannot edit a colleague who is not.
 */
function refuseBeyondOwn(request: FastifyRequest, wanted: readonly string[], rspoJob: boolean, current?: UserRecord): void {
  if (current && (permissionsBeyond(held(request), current.permissions).length || (keptAway(request) && !current.rspoJob))) throw forbidden(USER_MESSAGES.notYourPeer);
  if (keptAway(request) && !rspoJob) throw forbidden(USER_MESSAGES.keptAway);
  const beyond = permissionsBeyond(held(request), wanted);
  if (beyond.length) throw forbidden(USER_MESSAGES.beyondOwn(beyond.map((permission) => PERMISSION_LABELS[permission])));
}

/** Told to an address a studio tried to invite that already has an account: nothing about it changes. */
async function sendTakenAddressNotice(app: FastifyInstance, studioId: number, email: string, inviter: string): Promise<void> {
  const product = app.config.productName;
  const studio = (await studiosRepository.findById(app.db, studioId))?.name ?? 'a studio';
  await app.mailer.send({
    to: email,
    subject: `${studio} tried to add you on ${product}`,
    text: `Hello,\n\n${inviter} of ${studio} tried to add this address as a colleague on ${product}. It already has a ${product} account, so nothing was changed and no account was made.\n\nIf you want to work with them, ask them to invite another of your addresses. If you do not know them, you can ignore this message.\n`,
  });
}

/**
 * A colleague's new e-mail, answered the same whether it has an account or not (whoever edits must not learn
 * which addresses have one): a free address gets the link that makes it the login; one with an account is told
 * and nothing changes.
 */
async function askForNewEmail(app: FastifyInstance, studioId: number, colleague: { id: number; name: string }, email: string, askedBy: string): Promise<void> {
  if (!(await userAdminRepository.emailTaken(app.db, email, colleague.id))) return requestEmailChange(app, colleague, email, { askedBy });
  const product = app.config.productName;
  const studio = (await studiosRepository.findById(app.db, studioId))?.name ?? 'a studio';
  await app.mailer.send({
    to: email,
    subject: `${studio} tried to use this address on ${product}`,
    text: `Hello,\n\n${askedBy} of ${studio} tried to make this address the login of a colleague on ${product}. It already has a ${product} account, so nothing was changed.\n\nIf you do not know them, you can ignore this message.\n`,
  });
}

/**
 * A studio's own staff (spec §6 studio.users.crud): list, invite (the new colleague is e-mailed the single-use
 * link to choose a password), edit and switch off, which ends their sessions at once. Only the studio's users
 * are seen; a system administrator's account never is.
 */
export async function studioUserRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const colleague = async (studioId: number, userId: number) => {
    const user = await userAdminRepository.find(app.db, userId);
    if (!user || user.studioId !== studioId || user.role !== 'studio') throw missing();
    return user;
  };

  app.get('/studios/:studioId/users', { config, schema: { response: { 200: pagedAnswer(UserRecordAnswer) }, tags, summary: "The studio's users (paged; search name or e-mail)", params: StudioParams, querystring: ListQuery } }, async (request) => {
    const { items, total } = await userAdminRepository.list(app.db, { ...request.query, type: 'studio', studioId: request.params.studioId });
    return paged(items, request.query, total);
  });

  app.get('/studios/:studioId/users/:userId', { config, schema: { response: { 200: dataAnswer(UserRecordAnswer) }, tags, summary: 'One user of the studio', params: StudioUserParams } }, async (request) =>
    ok(await colleague(request.params.studioId, request.params.userId)),
  );

  // The same answer whether the address has an account or not, as setup and forgot-password give: whoever
  // may invite must not learn from it which addresses have accounts. An address that has one is told,
  // and no account is made or changed.
  app.post('/studios/:studioId/users', { config, schema: { response: { 202: dataAnswer(MessageAnswer) }, tags, summary: 'Invite a colleague by e-mail (a link to choose a password); the same answer for an address that already has an account', params: StudioParams, body: StudioUserCreate } }, async (request, reply) => {
    refuseBeyondOwn(request, request.body.permissions, request.body.rspoJob);
    const email = request.body.email.toLowerCase();
    // The password hash is made either way, so both answers take the same time.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    if (await userAdminRepository.emailTaken(app.db, email)) {
      await sendTakenAddressNotice(app, request.params.studioId, email, currentUser(request).name);
    } else {
      const user = await app.db.transaction((tx) => userAdminRepository.create(tx, { ...request.body, role: 'studio', studioId: request.params.studioId }, passwordHash));
      await sendInvitation(app, user, currentUser(request));
    }
    return reply.code(202).send(ok({ message: USER_MESSAGES.invited(email) }));
  });

  app.put('/studios/:studioId/users/:userId', { config, schema: { response: { 200: dataAnswer(UserRecordAnswer) }, tags, summary: 'Edit a colleague (send back its version); switching them off ends their sessions', params: StudioUserParams, body: StudioUserUpdate } }, async (request) => {
    const { studioId, userId } = request.params;
    const current = await colleague(studioId, userId);
    const samePermissions = [...request.body.permissions].sort().join() === [...current.permissions].sort().join();
    if (userId === currentUser(request).id && (request.body.disabled || !samePermissions)) throw conflict(NOT_YOURSELF);
    refuseBeyondOwn(request, samePermissions ? [] : [...request.body.permissions, ...current.permissions], request.body.rspoJob, current);
    const result = await app.db.transaction(async (tx) => {
      // The e-mail is the login: it changes only when the new address opens its link (as one's own change does).
      const updated = await userAdminRepository.update(tx, userId, { ...request.body, email: current.email, role: 'studio', studioId });
      if (updated && updated !== STALE && updated.disabled) await authTokensRepository.revokeAllForUser(tx, userId, new Date());
      return updated;
    });
    if (result === STALE) throw conflict(STALE_RECORD_MESSAGE);
    if (!result) throw missing();
    const email = normalizeEmail(request.body.email);
    if (email !== current.email) await askForNewEmail(app, studioId, result, email, currentUser(request).name);
    return ok(result);
  });

  app.post('/studios/:studioId/users/:userId/invitation', { config, schema: { response: { 200: dataAnswer(MessageAnswer) }, tags, summary: 'E-mail a colleague a new link to choose a password', params: StudioUserParams, body: EmptyBody } }, async (request) => {
    const user = await colleague(request.params.studioId, request.params.userId);
    if (user.disabled) throw conflict(USER_MESSAGES.disabled);
    await sendInvitation(app, user, currentUser(request));
    return ok({ message: USER_MESSAGES.invited(user.email) });
  });
}
