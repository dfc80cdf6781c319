import { refusal } from '../../../http/answers';
import { AddressValidationAnswer, CheckoutStateAnswer, CheckoutTotalsAnswer, OrderConfirmationAnswer, PaymentActionRequiredAnswer, dataAnswer } from '@shutterday/domain/answers';
import {
  CheckoutDetailsRequest, EntityId, isMilitaryAddress, PromoRequest, SubmitCheckoutRequest, TotalsPreviewQuery, ValidateAddressRequest, type AddressValidation,
} from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../http/envelope';
import { typed } from '../../../http/type-provider';
import { applyPromo, getCheckout, getTotals, postCheckout, removePromo } from '../services/checkout';
import { gateJob } from '../services/job-gate';
import { submitCheckout } from '../services/submit';

const tags = ['customer checkout'];
const JobParams = v.object({ jobId: EntityId });

/** Checkout of the caller's cart; every amount is the server's own computation. */
export async function customerCheckoutRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/jobs/:jobId/checkout', { schema: { response: { 200: dataAnswer(CheckoutStateAnswer) }, tags, summary: 'Checkout details, shipping options and totals', params: JobParams } }, async (request) =>
    ok(await getCheckout(app, request.cart)),
  );

  app.post('/jobs/:jobId/checkout', { schema: { response: { 200: dataAnswer(CheckoutStateAnswer) }, tags, summary: 'Post the checkout details', params: JobParams, body: CheckoutDetailsRequest } }, async (request) =>
    ok(await postCheckout(app, request.cart, request.body)),
  );

  app.get(
    '/jobs/:jobId/checkout/totals',
    { schema: { response: { 200: dataAnswer(CheckoutTotalsAnswer) }, tags, summary: 'Subtotal, services, discount, shipping, tax and total (optionally with the form\'s current choices)', params: JobParams, querystring: TotalsPreviewQuery } },
    async (request) => ok(await getTotals(app, request.cart, request.query)),
  );

  app.post('/jobs/:jobId/checkout/promo', { schema: { response: { 200: dataAnswer(CheckoutTotalsAnswer) }, tags, summary: 'Apply a promo code', params: JobParams, body: PromoRequest } }, async (request) =>
    ok(await applyPromo(app, request.cart, request.body.code)),
  );

  app.delete('/jobs/:jobId/checkout/promo', { schema: { response: { 200: dataAnswer(CheckoutTotalsAnswer) }, tags, summary: 'Remove the promo code', params: JobParams } }, async (request) =>
    ok(await removePromo(app, request.cart)),
  );

  // The schema does the checking (each bad field named in a 400); a valid address comes back normalised.
  app.post('/jobs/:jobId/checkout/validateaddress', { schema: { response: { 200: dataAnswer(AddressValidationAnswer) }, tags, summary: 'Validate a US address', params: JobParams, body: ValidateAddressRequest } }, async (request) => {
    await gateJob(app.db, request.params.jobId, undefined);
    const { address } = request.body;
    return ok<AddressValidation>({ valid: true, address, military: isMilitaryAddress(address) });
  });

  // 201 with the order; 202 `requires_action` when the card holder must pass 3-D Secure in the browser first.
  app.post('/jobs/:jobId/checkout/submit', { schema: { response: { 201: dataAnswer(OrderConfirmationAnswer), 202: dataAnswer(PaymentActionRequiredAnswer), 402: refusal("The card was refused; the line is the payment provider's") }, tags, summary: 'Pay and place the order (charged at most once per cart)', params: JobParams, body: SubmitCheckoutRequest } }, async (request, reply) => {
    const { status, answer } = await submitCheckout(app, request.cart, request.body);
    // 201 with the order or 202 with the bank's challenge: the status picks which documented answer it is.
    return reply.code(status).send(ok(answer) as never);
  });
}
