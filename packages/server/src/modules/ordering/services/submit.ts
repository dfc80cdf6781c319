import { INCOMPLETE_CART_MESSAGE, ONLINE_ORDERS_CLOSED, TOTAL_CHANGED_MESSAGE, type PaymentActionRequired, type SubmitCheckoutAnswer, type SubmitCheckoutParsed } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, HttpError } from '../../../http/http-error';
import { cartsRepository } from '../repositories/carts';
import { paymentsRepository } from '../repositories/payments';
import { placedOrdersRepository } from '../repositories/placed-orders';
import { IdempotencyConflictError } from '../../../services/payments/payments';
import { ADDON_NEEDS_STANDARD } from './add-package';
import { CART_NOT_FOUND } from './cart-scope';
import { loadCart } from './cart-view';
import { orderConfirmation, sendConfirmation } from './confirmation';
import { gateJob } from './job-gate';
import { placeOrder } from './place-order';
import { queuePrintFiles } from '../../fulfilment';
import { chargeSplit } from '../../payouts';
import { priceCart } from './pricing';
import { settlePending } from './settle-payment';
import type { CartRef } from './tokens';
import type { StudioRow } from '../../studios';

type SubmitInput = SubmitCheckoutParsed;

export const DETAILS_REQUIRED = 'Enter your checkout details first';
export const PAYMENT_UNSETTLED = 'An earlier payment attempt for this cart is still being settled. Please contact the studio before paying again.';
export const UNKNOWN_PAYMENT = 'This payment does not belong to this checkout. Please pay again.';

type Outcome =
  | { kind: 'placed' | 'existing'; orderId: number; studio: StudioRow }
  | { kind: 'declined'; message: string }
  | { kind: 'action'; answer: PaymentActionRequired };

/**
 * POST checkout/submit — a cart is charged at most once, whatever the retries:
 * 1. the cart row is locked (SELECT … FOR UPDATE) for the whole submission, so concurrent submits of one
 *    cart — from one instance or several sharing PostgreSQL — take turns; the later ones find it
 *    'submitted' and answer the same order without charging;
 * 2. the charge carries the idempotency key `cart-<token>-attempt-<failed attempts recorded + 1>`: if the
 *    process dies (or the provider times out) after the provider charged but before the commit, the retry
 *    sends the same key and the provider answers the first charge instead of making a new one; should the
 *    retry carry another amount or card, the provider refuses the reused key and the customer gets 409 —
 *    never a second charge;
 * 3. a 3-D Secure card leaves a 'pending' payment and answers 202 `requires_action`; the next submit first
 *    settles it by reading the intent back from the provider: succeeded → the order (no new charge);
 *    still waiting and not the one the browser finished → canceled before any new charge;
 * 4. unique indexes back it up: orders.cart_id, payments.idempotency_key, and one succeeded payment per cart.
 * A declined card records a failed payment and leaves the cart open: no order, nothing charged.
 */
export async function submitCheckout(app: FastifyInstance, { jobId, token }: CartRef, input: SubmitInput): Promise<{ status: 201 | 202; answer: SubmitCheckoutAnswer }> {
  const secret = app.config.jwtSecret;
  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    const row = await cartsRepository.findByToken(tx, token, jobId, { lock: true });
    if (!row) throw badRequest(CART_NOT_FOUND);
    const job = await gateJob(tx, jobId, row.orderMethod);
    if (row.status === 'submitted') {
      const placed = await placedOrdersRepository.idOfCart(tx, row.id);
      if (placed !== null) return { kind: 'existing', orderId: placed, studio: job.studio };
    }
    const loaded = await loadCart(tx, row, secret);
    if (loaded.cart.cartPackages.length === 0) throw badRequest(CART_NOT_FOUND);
    if (!loaded.details.hasStandardPackage) throw badRequest(ADDON_NEEDS_STANDARD);
    if (loaded.details.incompleteCartPackageIds.length) throw badRequest(INCOMPLETE_CART_MESSAGE);
    const priced = await priceCart(tx, app.tax, loaded, job.studio.id);
    const { details } = priced;
    if (!details) throw badRequest(DETAILS_REQUIRED);
    if (priced.shippingError) throw badRequest(priced.shippingError);
    if (priced.promoError) throw badRequest(priced.promoError);
    const { totals } = priced;
    if (input.expectedTotal !== undefined && input.expectedTotal !== totals.total) throw conflict(TOTAL_CHANGED_MESSAGE);
    // A parent refused by the guard is told in a parent's words: the studio's account is none of theirs.
    const split = (guard: boolean) => chargeSplit(tx, job.studio, totals, { guard, refusal: ONLINE_ORDERS_CLOSED });
    const place = (paid: Parameters<typeof placeOrder>[6]) => placeOrder(tx, secret, row, loaded, { ...priced, details }, job.studio.id, paid);
    const provider = app.payments.provider;

    const settled = await settlePending(app, tx, row.id, input.paymentIntentId);
    if (settled.kind === 'paid') {
      // Charged while the cart changed (another tab): never a second charge, never a wrong order.
      if (settled.amount !== totals.total) throw conflict(PAYMENT_UNSETTLED);
      const orderId = await place({ provider, idempotencyKey: settled.idempotencyKey, reference: settled.reference, pendingPaymentId: settled.paymentId, split: await split(false) });
      await placedOrdersRepository.oweConfirmation(tx, orderId);
      return { kind: 'placed', orderId, studio: job.studio };
    }
    if (settled.kind === 'action') return { kind: 'action', answer: { status: 'requires_action', paymentIntentId: settled.reference, clientSecret: settled.clientSecret } };
    if (settled.kind === 'declined') return { kind: 'declined', message: settled.message };
    if (input.paymentIntentId) throw badRequest(UNKNOWN_PAYMENT);

    // The verification guard: the money goes to the studio's verified account, or no charge is made.
    const paidTo = await split(true);
    const failed = await paymentsRepository.failedAttempts(tx, row.id);
    // The cart token (a uuid) rather than its id: keys stay unique when several databases share one Stripe account.
    const idempotencyKey = `cart-${row.token}-attempt-${failed + 1}`;
    const charge = await app.payments
      .charge({ amount: totals.total, currency: 'usd', paymentToken: input.paymentToken, idempotencyKey, description: `${job.studio.name} — ${job.job.name}`, destinationAccount: paidTo.destinationAccount, applicationFeeAmount: paidTo.applicationFee })
      .catch((error: unknown) => {
        if (error instanceof IdempotencyConflictError) throw conflict(PAYMENT_UNSETTLED);
        throw error;
      });
    if (charge.status === 'failed') {
      await paymentsRepository.record(tx, { cartId: row.id, provider, idempotencyKey, amount: totals.total, status: 'failed', failureMessage: charge.message });
      return { kind: 'declined', message: charge.message };
    }
    if (charge.status === 'requires_action') {
      await paymentsRepository.record(tx, { cartId: row.id, provider, idempotencyKey, providerReference: charge.reference, amount: totals.total, status: 'pending' });
      return { kind: 'action', answer: { status: 'requires_action', paymentIntentId: charge.reference, clientSecret: charge.clientSecret } };
    }
    const orderId = await place({ provider, idempotencyKey, reference: charge.reference, pendingPaymentId: null, split: paidTo });
    await placedOrdersRepository.oweConfirmation(tx, orderId);
    return { kind: 'placed', orderId, studio: job.studio };
  });
  if (outcome.kind === 'declined') throw new HttpError(402, outcome.message);
  if (outcome.kind === 'action') return { status: 202, answer: outcome.answer };
  const confirmation = await orderConfirmation(app.db, secret, outcome.orderId);
  if (!confirmation) throw new Error(`Order ${outcome.orderId} vanished after its submission`);
  // Whoever takes the owed confirmation sends it: this submit, or its retry when the process stopped
  // between the order and its e-mail (the next start sends those no retry came for).
  if (await placedOrdersRepository.claimConfirmation(app.db, outcome.orderId)) {
    await sendConfirmation(app, confirmation, outcome.studio).catch(async (error: unknown) => {
      await placedOrdersRepository.oweConfirmation(app.db, outcome.orderId);
      throw error;
    });
  }
  if (outcome.kind === 'placed') await queuePrintFiles(app, outcome.orderId);
  return { status: 201, answer: confirmation };
}
