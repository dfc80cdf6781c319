import { boundedString, TEXT_LIMITS } from '@shutterday/domain';
import { dataAnswer, WebhookReceivedAnswer } from '@shutterday/domain/answers';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { fileAnswer } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { badRequest, notFound } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { SandboxConnect } from '../../../services/payments/sandbox-connect';
import { handleProviderEvent } from '../services/provider-events';
import { sandboxAuthorizePage } from '../services/sandbox-authorize-page';

export const WEBHOOK_PATH = '/api/webhooks/stripe';
/** Stripe's events are a few kilobytes; a megabyte is far beyond any. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;
export const FORGED_EVENT = 'The Stripe-Signature header does not sign this body with the webhook secret';
const tags = ['payments'];
const Id = v.pipe(boundedString(TEXT_LIMITS.token), v.nonEmpty('This field is required'));
/** What the route reads of an event before its signature is checked; the signature covers the raw bytes, kept aside. */
// Loose: Stripe adds fields to its events over time; none of them is read before the signature is checked.
const EventBody = v.looseObject({
  id: Id,
  type: v.pipe(boundedString(TEXT_LIMITS.code * 2), v.nonEmpty('This field is required')),
  data: v.looseObject({ object: v.looseObject({ id: v.optional(Id) }) }),
});

const AuthorizeQuery = v.object({
  state: v.pipe(boundedString(TEXT_LIMITS.token), v.regex(/^[A-Za-z0-9_.-]+$/, 'This is not a connect request')),
  redirect_uri: v.pipe(boundedString(TEXT_LIMITS.line), v.regex(/^https?:\/\/[^/?#\s]+\/admin\/studios\/\d{1,10}\/settings\/payouts$/, "This is not a studio's Payouts page")),
  client_id: v.optional(boundedString(TEXT_LIMITS.code)),
  response_type: v.optional(boundedString(TEXT_LIMITS.code)),
  scope: v.optional(boundedString(TEXT_LIMITS.code)),
});

/**
 * POST /api/webhooks/stripe: the provider's events, verified over the raw body with the SDK's
 * constructEvent (a parsed and re-serialized body would not match the signature), each handled once.
 */
export async function providerWebhookRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  // The body is parsed as everywhere else (prototype poisoning refused), and its exact bytes kept for the signature.
  const rawBodies = new WeakMap<object, Buffer>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (request, body, done) => {
    rawBodies.set(request, Buffer.from(body as string, 'utf8'));
    parseJson(request, body as string, done);
  });

  app.post(
    WEBHOOK_PATH,
    { schema: { response: { 200: dataAnswer(WebhookReceivedAnswer) }, tags, summary: "Stripe's signed events (payments, refunds, disputes, accounts, payouts); a replayed event changes nothing", body: EventBody } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const raw = rawBodies.get(request);
      const event = raw ? app.connect.verifyEvent(raw, typeof signature === 'string' ? signature : undefined) : null;
      if (!event) throw badRequest(FORGED_EVENT);
      const { duplicate } = await handleProviderEvent(app, event);
      return ok({ received: true as const, duplicate });
    },
  );

  app.get(
    '/api/payments/sandbox/connect/authorize',
    { schema: { response: { 200: fileAnswer("The sandbox's stand-in for Stripe's Connect authorization page", 'text/html') }, tags, summary: "Sandbox only: authorize the platform to an offline test account (Stripe's page with PAYMENTS=stripe)", querystring: AuthorizeQuery } },
    async (request, reply) => {
      if (!(app.connect instanceof SandboxConnect)) throw notFound();
      const back = (params: Record<string, string>) => `${request.query.redirect_uri}?${new URLSearchParams({ ...params, state: request.query.state })}`;
      const html = sandboxAuthorizePage(app.config.productName, back({ code: app.connect.issueCode(request.query.state), scope: 'read_write' }), back({ error: 'access_denied', error_description: 'The user denied your request' }));
      return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
}
