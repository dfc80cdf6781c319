import { AcceptedAnswer, AuthTokensAnswer, EmailConfirmedAnswer, LoggedOutAnswer, PasswordResetAnswer, dataAnswer } from '@shutterday/domain/answers';
import { ConfirmEmailRequest } from '@shutterday/domain/staff';
import { ForgotPasswordRequest, LoginRequest, RefreshRequest, ResetPasswordRequest } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import { confirmEmailChange } from '../services/email-change';
import { requestPasswordReset, resetPassword } from '../services/password-reset';
import { ok } from '../../../http/envelope';
import { typed } from '../../../http/type-provider';
import { RATE_LIMITS } from '../../../plugins/infrastructure/rate-limit';

const tags = ['auth'];

export async function authRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.post('/api/auth/login', { schema: { response: { 200: dataAnswer(AuthTokensAnswer) }, tags, summary: 'Log in with e-mail and password', body: LoginRequest } }, async (request) =>
    ok(await app.auth.login(request.body.username, request.body.password, request.ip)),
  );

  app.post('/api/auth/refresh', { schema: { response: { 200: dataAnswer(AuthTokensAnswer) }, tags, summary: 'Rotate a refresh token', body: RefreshRequest } }, async (request) =>
    ok(await app.auth.refresh(request.body.refreshToken)),
  );

  app.post('/api/auth/logout', { schema: { response: { 200: dataAnswer(LoggedOutAnswer) }, tags, summary: 'Revoke the refresh token family', body: RefreshRequest } }, async (request) => {
    await app.auth.logout(request.body.refreshToken);
    return ok({ loggedOut: true });
  });

  app.post('/api/auth/forgot-password', { schema: { response: { 202: dataAnswer(AcceptedAnswer) }, tags, summary: 'Mail a password reset link', body: ForgotPasswordRequest }, config: { rateLimit: RATE_LIMITS.forgotPassword } }, async (request, reply) => {
    await requestPasswordReset(app, request.body.email);
    // Always the same answer, so the endpoint cannot be used to find out which e-mails have accounts.
    return reply.status(202).send(ok({ accepted: true }));
  });

  app.post('/api/auth/reset-password', { schema: { response: { 200: dataAnswer(PasswordResetAnswer) }, tags, summary: 'Set a new password with a reset token', body: ResetPasswordRequest }, config: { rateLimit: RATE_LIMITS.resetPassword } }, async (request) => {
    await resetPassword(app, request.body.token, request.body.password);
    return ok({ reset: true });
  });

  // Public: the link is opened from the new address's mailbox, maybe on another device, signed in or not.
  app.post('/api/auth/confirm-email', { schema: { response: { 200: dataAnswer(EmailConfirmedAnswer) }, tags, summary: 'Change the login to the new e-mail with the link mailed to it', body: ConfirmEmailRequest }, config: { rateLimit: RATE_LIMITS.confirmEmail } }, async (request) => ok(await confirmEmailChange(app, request.body.token)));
}
