import { INCOMPLETE_CART_MESSAGE, TOTAL_CHANGED_MESSAGE, type OrderConfirmation, type SubmitCheckoutParsed } from '@shutterday/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderLines, orders, payments, taxLog } from '../../../db/schema';
import { badRequest, conflict, HttpError } from '../../../http/http-error';
import { cartsRepository } from '../repositories/carts';
import { ADDON_NEEDS_STANDARD } from './add-package';
import { CART_NOT_FOUND } from './cart-scope';
import { loadCart } from './cart-view';
import { orderConfirmation, sendConfirmation } from './confirmation';
import { createDownloadLinks } from './downloads';
import { gateJob } from './job-gate';
import { priceCart } from './pricing';
import { consumeCoupon } from './promotions';
import { IdempotencyConflictError } from '../../../services/payments/payments';
import { cartTokenFor, readCartKey } from './tokens';

type SubmitInput = SubmitCheckoutParsed;

export const DETAILS_REQUIRED = 'Enter your checkout details first';
export const PAYMENT_UNSETTLED = 'An earlier payment attempt for this cart is still being settled. Please contact the studio before paying again.';

type Outcome = { kind: 'placed' | 'existing'; orderId: number; studioSlug: string } | { kind: 'declined'; message: string };

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
 * 3. unique indexes back it up: orders.cart_id, payments.idempotency_key, and one succeeded payment per cart.
 * A declined card records a failed payment and leaves the cart open: no order, nothing charged.
 */
export async function submitCheckout(app: FastifyInstance, request: FastifyRequest, jobId: number, input: SubmitInput): Promise<OrderConfirmation> {
  const token = cartTokenFor(readCartKey(request), jobId);
  const secret = app.config.jwtSecret;
  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    const row = await cartsRepository.findByToken(tx, token, jobId, { lock: true });
    if (!row) throw badRequest(CART_NOT_FOUND);
    const job = await gateJob(tx, jobId, row.orderMethod);
    if (row.status === 'submitted') {
      const [placed] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.cartId, row.id));
      if (placed) return { kind: 'existing', orderId: placed.id, studioSlug: job.studio.slug };
    }
    const loaded = await loadCart(tx, row, secret);
    if (loaded.cart.cartPackages.length === 0) throw badRequest(CART_NOT_FOUND);
    if (!loaded.details.hasStandardPackage) throw badRequest(ADDON_NEEDS_STANDARD);
    if (loaded.details.incompleteCartPackageIds.length) throw badRequest(INCOMPLETE_CART_MESSAGE);
    const priced = await priceCart(tx, app.tax, loaded, job.studio.id);
    if (!priced.details) throw badRequest(DETAILS_REQUIRED);
    if (priced.shippingError) throw badRequest(priced.shippingError);
    if (priced.promoError) throw badRequest(priced.promoError);
    const { totals, details } = priced;
    if (input.expectedTotal !== undefined && input.expectedTotal !== totals.total) throw conflict(TOTAL_CHANGED_MESSAGE);

    const [failed] = await tx.select({ n: sql<number>`count(*)::int` }).from(payments).where(and(eq(payments.cartId, row.id), eq(payments.status, 'failed')));
    // The cart token (a uuid) rather than its id: keys stay unique when several databases share one Stripe account.
    const idempotencyKey = `cart-${row.token}-attempt-${(failed?.n ?? 0) + 1}`;
    const charge = await app.payments
      .charge({ amount: totals.total, currency: 'usd', paymentToken: input.paymentToken, idempotencyKey, description: `${job.studio.name} — ${job.job.name}`, destinationAccount: job.studio.stripeAccountId })
      .catch((error: unknown) => {
        if (error instanceof IdempotencyConflictError) throw conflict(PAYMENT_UNSETTLED);
        throw error;
      });
    const provider = app.payments.provider;
    if (charge.status === 'failed') {
      await tx.insert(payments).values({ cartId: row.id, provider, idempotencyKey, amount: totals.total, status: 'failed', failureMessage: charge.message });
      return { kind: 'declined', message: charge.message };
    }

    const customer = details.customer;
    const [order] = await tx
      .insert(orders)
      .values({
        cartId: row.id, studioId: job.studio.id, jobId, orderMethod: row.orderMethod, status: 'paid', email: customer.email,
        customerName: `${customer.firstName} ${customer.lastName}`, billingAddress: details.billingAddress,
        shippingAddress: details.isPartOfBatchOrder ? null : details.shippingAddressSameAsBillingAddress || !details.shippingAddress ? details.billingAddress : details.shippingAddress,
        shippingOptionCode: details.isPartOfBatchOrder ? null : (details.shippingOption?.code ?? null), promoCode: totals.promoCode,
        subtotal: totals.subtotal, services: totals.services, discount: totals.discount, shipping: totals.shipping, tax: totals.tax, total: totals.total, paidAt: new Date(),
      })
      .returning({ id: orders.id });
    await tx.insert(payments).values({ cartId: row.id, orderId: order!.id, provider, idempotencyKey, providerReference: charge.reference, amount: totals.total, status: 'succeeded' });
    await tx.insert(orderLines).values(
      loaded.cart.cartPackages.map((line) => ({
        orderId: order!.id, packageId: line.packageId, packageName: loaded.details.packageNames[line.packageId] ?? `Package ${line.packageId}`, subjectId: line.subjectId, subjectName: line.subjectName,
        quantity: line.quantity, unitPrice: line.price, details: { items: line.cartPackageItems, greenScreen: line.greenScreen, addon: line.addon },
      })),
    );
    // The tax calculation this charge used (the latest of the cart, made above in this transaction) names its order.
    await tx.execute(sql`update ${taxLog} set order_id = ${order!.id} where id = (select max(id) from ${taxLog} where cart_id = ${row.id})`);
    await createDownloadLinks(tx, secret, order!.id, loaded.cart);
    // Over-limit coupon races are tolerated: the customer was charged the price they were shown.
    await consumeCoupon(tx, priced.promo);
    await cartsRepository.update(tx, row.id, { status: 'submitted' });
    return { kind: 'placed', orderId: order!.id, studioSlug: job.studio.slug };
  });
  if (outcome.kind === 'declined') throw new HttpError(402, outcome.message);
  const confirmation = await orderConfirmation(app.db, secret, outcome.orderId);
  if (!confirmation) throw new Error(`Order ${outcome.orderId} vanished after its submission`);
  if (outcome.kind === 'placed') await sendConfirmation(app, confirmation, outcome.studioSlug);
  return confirmation;
}
