import { formatUsd, notFoundMessage, type OrderSearchResult } from '@shutterday/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { downloadLinks, orders, payments, studios } from '../../../db/schema';
import { conflict, notFound } from '../../../http/http-error';
import { ordersRepository } from '../repositories/orders';

export const REFUND_MESSAGES = {
  alreadyRefunded: 'This order has already been refunded.',
  notPaid: 'Only a paid order can be refunded.',
  noPayment: 'This order has no card payment to refund.',
  otherProvider: (provider: string) => `This order was paid through ${provider}, which this server does not use: refund it there.`,
  refused: (message: string) => `The refund was refused: ${message}`,
} as const;

/**
 * The provider's idempotency key of an order's refund, and the key of the refund's own `payments` row
 * (status `refunded`, the amount given back, written when it was made): the record of when an order was
 * refunded that the platform's reports read.
 */
export const REFUND_KEY_PREFIX = 'refund-order-';
const refundKey = (orderId: number) => `${REFUND_KEY_PREFIX}${orderId}`;

/**
 * Gives a paid order's whole charge back to the parent's card, marks the order and its payment refunded
 * and ends its download links, then tells the parent. The order row is locked for the whole refund, so a
 * second click or a colleague's refund waits and then finds it refunded; the provider call's idempotency
 * key is the order's, so a refund whose answer was lost (a crash before the commit) is answered again by
 * the provider, never made twice. Answers the order as it now is.
 */
export async function refundOrder(app: FastifyInstance, studioId: number, jobId: number, orderNumber: string): Promise<OrderSearchResult> {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, stripeAccountId: studios.stripeAccountId })
      .from(orders)
      .innerJoin(studios, eq(studios.id, orders.studioId))
      .where(and(eq(orders.studioId, studioId), eq(orders.jobId, jobId), eq(orders.orderNumber, Number(orderNumber))))
      .for('update', { of: orders });
    if (!row) throw notFound(notFoundMessage('Order'));
    if (row.order.status === 'refunded') throw conflict(REFUND_MESSAGES.alreadyRefunded);
    if (row.order.status !== 'paid') throw conflict(REFUND_MESSAGES.notPaid);
    const [payment] = await tx.select().from(payments).where(and(eq(payments.orderId, row.order.id), eq(payments.status, 'succeeded'))).limit(1);
    if (!payment?.providerReference) throw conflict(REFUND_MESSAGES.noPayment);
    if (payment.provider !== app.payments.provider) throw conflict(REFUND_MESSAGES.otherProvider(payment.provider));
    const refund = await app.payments.refund({
      reference: payment.providerReference,
      amount: payment.amount,
      idempotencyKey: refundKey(row.order.id),
      reverseTransfer: row.stripeAccountId !== null,
    });
    if (refund.status === 'failed') throw conflict(REFUND_MESSAGES.refused(refund.message));
    await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, row.order.id));
    await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
    await tx.insert(payments).values({ orderId: row.order.id, provider: payment.provider, idempotencyKey: refundKey(row.order.id), providerReference: refund.reference, amount: payment.amount, status: 'refunded' });
    const now = new Date();
    await tx.update(downloadLinks).set({ expiresAt: now }).where(and(eq(downloadLinks.orderId, row.order.id), gt(downloadLinks.expiresAt, now)));
  });
  const order = (await ordersRepository.findForJob(app.db, studioId, jobId, orderNumber))!;
  await sendRefundNotice(app, order);
  return order;
}

/** The parent's e-mail: what was refunded, to which card, and when to expect it (recorded in the mail log). */
async function sendRefundNotice(app: FastifyInstance, order: OrderSearchResult): Promise<void> {
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Your order #${order.orderNumber} — ${order.jobName} has been refunded: ${formatUsd(order.total)} goes back to the card you paid with.`,
    'It usually shows on your statement within 5 to 10 business days. The order\'s download links no longer work.',
  ].join('\n');
  await app.mailer.send({ to: order.email, subject: `Your ${app.config.productName} order #${order.orderNumber} has been refunded`, text });
}
