import { PaymentsConfigAnswer, SandboxAuthenticationAnswer, dataAnswer } from '@shutterday/domain/answers';
import { boundedString, TEXT_LIMITS, type PaymentsConfig } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { badRequest } from '../../../http/http-error';
import { ok } from '../../../http/envelope';
import { typed } from '../../../http/type-provider';

const tags = ['customer payments'];
const SandboxAuthentication = v.object({
  clientSecret: v.pipe(boundedString(TEXT_LIMITS.token, 'This field is required'), v.regex(/^pi_[A-Za-z0-9_]{1,100}$/, 'This is not a payment to authenticate')),
  complete: v.boolean('This field is required'),
});

/**
 * What the card form needs: the provider and Stripe's publishable key (public by design; no secret).
 * In the sandbox, the test 3-D Secure challenge the browser shows in place of the bank's page.
 */
export async function customerPaymentsRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/api/customer/payments/config', { schema: { response: { 200: dataAnswer(PaymentsConfigAnswer) }, tags, summary: 'Payment provider and publishable key for the card form' } }, async () =>
    ok<PaymentsConfig>({ provider: app.payments.provider, publishableKey: app.payments.provider === 'stripe' ? app.config.stripePublishableKey : null }),
  );

  const sandbox = app.payments;
  if (sandbox.provider !== 'sandbox' || !sandbox.authenticate) return;
  app.post('/api/customer/payments/sandbox/authenticate', { schema: { response: { 200: dataAnswer(SandboxAuthenticationAnswer) }, tags, summary: 'Sandbox only: complete or fail the test 3-D Secure challenge', body: SandboxAuthentication } }, async (request) => {
    if (!sandbox.authenticate?.(request.body.clientSecret, request.body.complete)) throw badRequest('This payment is not waiting for authentication');
    return ok({ authenticated: request.body.complete });
  });
}
