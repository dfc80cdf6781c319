import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../http/http-error';
import { authTokensRepository } from '../repositories/auth-tokens';
import { usersRepository } from '../repositories/users';
import { hashPassword } from './passwords';
import { hashToken, newOpaqueToken } from './secrets';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A new account's link to choose its first password lasts a week: an invitation is not read within the hour. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVALID_RESET = 'This reset link is invalid or has expired. Please request a new one.';

/** Creates a single-use reset token for a known e-mail and mails the link; unknown e-mails do nothing. */
export async function requestPasswordReset(app: FastifyInstance, email: string, now = new Date()): Promise<void> {
  const user = await usersRepository.findByEmail(app.db, email);
  if (!user || user.disabled) return;
  const token = newOpaqueToken();
  await authTokensRepository.insertReset(app.db, { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
  const link = `${app.config.linkBase}/reset-password?token=${encodeURIComponent(token)}`;
  await app.mailer.send({
    to: user.email,
    subject: `Reset your ${app.config.productName} password`,
    text: `Hello ${user.name},\n\nSomeone asked to reset the password of your ${app.config.productName} account. Open this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this message; your password stays the same.\n`,
  });
}

/**
 * E-mails a new (or invited again) user a single-use link to choose their password, naming who invited them and
 * for which studio, so the message is recognised; the link opens the page as "Set your password".
 */
export async function sendInvitation(app: FastifyInstance, user: { id: number; name: string; email: string; studioName: string | null }, inviter: { name: string }, now = new Date()): Promise<void> {
  const token = newOpaqueToken();
  await authTokensRepository.insertReset(app.db, { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) });
  const link = `${app.config.linkBase}/reset-password?token=${encodeURIComponent(token)}&invitation=1`;
  const product = app.config.productName;
  const where = user.studioName ? `${user.studioName} on ${product}` : product;
  await app.mailer.send({
    to: user.email,
    subject: `${inviter.name} invited you to ${where}`,
    text: `Hello ${user.name},\n\n${inviter.name} invited you to ${user.studioName ? `work with ${where}` : `${product}, as a system administrator`}. Open this link within seven days to set your password, then log in with this e-mail address:\n\n${link}\n\nIf you did not expect it, ignore this message.\n`,
  });
}

/** Consumes the token (once, before expiry), sets the new password and ends every session of that user. */
export async function resetPassword(app: FastifyInstance, token: string, password: string, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    const userId = await authTokensRepository.consumeReset(tx, hashToken(token), now);
    if (userId === null) throw badRequest(INVALID_RESET);
    await usersRepository.setPassword(tx, userId, passwordHash);
    await authTokensRepository.revokeAllForUser(tx, userId, now);
  });
}
