import { SETUP_ACCEPTED_MESSAGE, type SetupAccepted, type SetupRequest } from '@shutterday/domain';
import { STUDIO_STAFF_PERMISSIONS } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../../http/http-error';
import { studiosRepository } from '../repositories/studios';
import { usersRepository, hashPassword } from '../../accounts';
import { isReservedSlug } from './reserved-slugs';

/** Every permission a studio can grant: the first administrator of a new studio gets them all. */
/** A studio's first administrator holds every permission a studio's staff can have. */
export const STUDIO_PERMISSIONS = [...STUDIO_STAFF_PERMISSIONS];

const ACCEPTED: SetupAccepted = { accepted: true, message: SETUP_ACCEPTED_MESSAGE };

/**
 * Onboarding: a new studio, pending until a system administrator approves it, and its first administrator.
 * The answer is the same whether the e-mail is new or already has an account: for a taken e-mail nothing
 * is created and the owner of that address is told by mail instead. The studio address (slug) is checked
 * first and answered openly: it is public on the customer side, and its answer does not depend on the e-mail.
 */
export async function setupStudio(app: FastifyInstance, input: SetupRequest): Promise<SetupAccepted> {
  if (isReservedSlug(input.studioSlug)) throw badRequest(`studioSlug: "${input.studioSlug}" is reserved; choose another address`);
  const passwordHash = await hashPassword(input.password);
  const created = await app.db.transaction(async (tx) => {
    if (await studiosRepository.findBySlug(tx, input.studioSlug)) throw conflict('studioSlug: This studio address is already taken');
    if (await usersRepository.findByEmail(tx, input.email)) return false;
    const studio = await studiosRepository.create(tx, { name: input.studioName, slug: input.studioSlug, accountNumber: input.accountNumber ?? null, email: input.email, status: 'pending' });
    await usersRepository.create(tx, { email: input.email, name: input.name, passwordHash, studioId: studio.id, permissions: STUDIO_PERMISSIONS });
    return true;
  });
  await app.mailer.send(created ? receivedMail(app, input) : takenMail(app, input));
  return ACCEPTED;
}

function receivedMail(app: FastifyInstance, input: SetupRequest) {
  const product = app.config.productName;
  return {
    to: input.email,
    subject: `Your ${product} studio is waiting for approval`,
    text: `Hello ${input.name},\n\nThank you for opening "${input.studioName}" on ${product}. The ${product} team will approve it shortly; until then you can log in, but the studio admin and your customer pages stay closed. We will be in touch.\n`,
  };
}

function takenMail(app: FastifyInstance, input: SetupRequest) {
  const product = app.config.productName;
  return {
    to: input.email,
    subject: `Someone tried to open a ${product} studio with your e-mail address`,
    text: `Hello,\n\nSomeone tried to open a new ${product} studio with this e-mail address, which already has an account. Nothing was created. If it was you, log in with your existing account (or reset your password at ${app.config.linkBase}/forgot-password). If it was not you, you can ignore this message.\n`,
  };
}
