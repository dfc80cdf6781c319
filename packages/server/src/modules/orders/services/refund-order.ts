import { formatUsd, notFoundMessage, type OrderSearchResult } from '@shutterday/domain';
import { planAmountRefund, planLineRefund, REFUND_RULE_MESSAGES, refundLeft, sumRefunds, type JobOrder, type RefundPlan, type RefundOrderBody } from '@shutterday/domain/staff';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLines, orderRefunds, orders, payments } from '../../../db/schema';
import { conflict, notFound } from '../../../http/http-error';
import { sendAsStudio } from '../../../services/mail/studio-mail';
import { ordersRepository } from '../repositories/orders';
import { chargeOf } from './order-charge';
import { closeRefundedDownloads } from './refunded-downloads';

export const REFUND_MESSAGES = {
  alreadyRefunded: 'This order has already been refunded.',
  notPaid: 'Only a paid order can be refunded.',
  noPayment: 'This order has no card payment to refund.',
  otherProvider: (provider: string) => `This order was paid through ${provider}, which this server does not use: refund it there.`,
  refused: (message: string) => `The refund was refused: ${message}`,
} as const;

/**
 * The key of the `payments` row (status `refunded`) written when an order's refunds reach its whole
 * charge: the payment's own record of when it was given back whole (the reports read `order_refunds`).
 */
export const REFUND_KEY_PREFIX = 'refund-order-';
const wholeRefundKey = (orderId: number) => `${REFUND_KEY_PREFIX}${orderId}`;
/** The provider's idempotency key of an order's n-th refund: a retry after a lost answer is answered again, never refunded twice. */
const refundKey = (orderId: number, n: number) => `refund-${orderId}-${n}`;

/**
 * Gives money of a paid order back to the parent's card: everything left (`{}`), whole lines, or an
 * amount (domain `planLineRefund` / `planAmountRefund` decide how much and its split). The order row is
 * locked for the whole refund, so two refunds at once are made one after the other and the second sees
 * the first: together they never exceed the charge. The refund is recorded (`order_refunds`), the
 * downloads it paid for are closed, and when the refunds reach the charge the order and its payment read
 * refunded. The parent gets an e-mail per refund. Answers the order as it now is.
 */
export async function refundOrder(app: FastifyInstance, studioId: number, jobId: number, orderNumber: string, body: RefundOrderBody, userId: number | null): Promise<JobOrder> {
  const amount = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders })
      .from(orders)
      .where(and(eq(orders.studioId, studioId), eq(orders.jobId, jobId), eq(orders.orderNumber, Number(orderNumber))))
      .for('update', { of: orders });
    if (!row) throw notFound(notFoundMessage('Order'));
    const order = row.order;
    if (order.status === 'refunded') throw conflict(REFUND_MESSAGES.alreadyRefunded);
    if (order.status !== 'paid') throw conflict(REFUND_MESSAGES.notPaid);
    const [payment] = await tx.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded'))).limit(1);
    if (!payment?.providerReference) throw conflict(REFUND_MESSAGES.noPayment);
    if (payment.provider !== app.payments.provider) throw conflict(REFUND_MESSAGES.otherProvider(payment.provider));

    const made = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).orderBy(asc(orderRefunds.id));
    const refundedLines = new Set(made.flatMap((refund) => refund.lineIds));
    const lines = (await tx.select({ id: orderLines.id, quantity: orderLines.quantity, unitPrice: orderLines.unitPrice }).from(orderLines).where(eq(orderLines.orderId, order.id))).map(
      (line) => ({ id: line.id, amount: line.quantity * line.unitPrice, refunded: refundedLines.has(line.id) }),
    );
    const charge = chargeOf(order);
    const before = sumRefunds(made);
    const left = refundLeft(charge, before);
    if (left.amount <= 0) throw conflict(REFUND_MESSAGES.alreadyRefunded);
    const plan: RefundPlan = body.lineIds ? planLineRefund(charge, before, lines, body.lineIds) : planAmountRefund(charge, before, body.amount ?? left.amount);
    if (!plan.ok) throw plan.message === REFUND_RULE_MESSAGES.unknownLine ? notFound(plan.message) : conflict(plan.message);
    const shares = plan.shares;
    const closes = shares.amount === left.amount;
    // A refund that gives back everything left gives back every line still unrefunded.
    const lineIds = closes ? lines.filter((line) => !line.refunded).map((line) => line.id) : (body.lineIds ?? []);

    const idempotencyKey = refundKey(order.id, made.length + 1);
    // The charge's own destination, not the studio's account today: a refund reverses what that charge moved.
    const connected = order.connectedAccount !== null;
    const refund = await app.payments.refund({ reference: payment.providerReference, amount: shares.amount, idempotencyKey, reverseTransfer: connected, applicationFeeRefund: connected ? shares.fee : undefined });
    if (refund.status === 'failed') throw conflict(REFUND_MESSAGES.refused(refund.message));
    await tx.insert(orderRefunds).values({
      orderId: order.id, ...shares, lineIds, reason: body.reason || null, provider: payment.provider, idempotencyKey, providerReference: refund.reference, createdBy: userId,
    });
    if (closes) {
      await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
      await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
      await tx.insert(payments).values({ orderId: order.id, provider: payment.provider, idempotencyKey: wholeRefundKey(order.id), providerReference: refund.reference, amount: order.total, status: 'refunded' });
    }
    await closeRefundedDownloads(tx, order.id, closes ? null : new Set([...refundedLines, ...lineIds]));
    return shares.amount;
  });
  const order = (await ordersRepository.findJobOrder(app.db, studioId, jobId, orderNumber))!;
  await sendRefundNotice(app, studioId, order, amount);
  return order;
}

/** The parent's e-mail for each refund: how much, to which card, and when to expect it (recorded in the mail log). */
async function sendRefundNotice(app: FastifyInstance, studioId: number, order: OrderSearchResult, amount: number): Promise<void> {
  const whole = order.status === 'refunded';
  const lines = order.lines.filter((line) => line.refunded).map((line) => `- ${line.packageName} for ${line.subjectName}`);
  const text = [
    `Hello ${order.customerName},`,
    '',
    whole
      ? `Your order #${order.orderNumber} — ${order.jobName} has been refunded: ${formatUsd(amount)} goes back to the card you paid with.`
      : `Part of your order #${order.orderNumber} — ${order.jobName} has been refunded: ${formatUsd(amount)} goes back to the card you paid with.`,
    'It usually shows on your statement within 5 to 10 business days.',
    ...(lines.length > 0 && !whole ? ['', 'Refunded so far:', ...lines] : []),
    '',
    whole ? "The order's download links no longer work." : `In all, ${formatUsd(order.refunded)} of ${formatUsd(order.total)} has been refunded. Downloads of refunded items no longer work.`,
  ].join('\n');
  const subject = whole ? `Your ${app.config.productName} order #${order.orderNumber} has been refunded` : `${formatUsd(amount)} of your ${app.config.productName} order #${order.orderNumber} has been refunded`;
  await sendAsStudio(app, studioId, { to: order.email, subject, text });
}

