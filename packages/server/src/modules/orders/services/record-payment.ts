import { notFoundMessage, parseUsDate } from '@shutterday/domain';
import { RECORD_PAYMENT_MESSAGES, type JobOrder, type RecordPaymentBody } from '@shutterday/domain/staff';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carts, orders, payments } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../http/http-error';
import { createDownloadLinks, loadCart } from '../../ordering';
import { ordersRepository } from '../repositories/orders';

const DAY_MS = 24 * 3600 * 1000;
/** The payment record of an order paid after it was placed: one per order, so a retry finds it. */
const recordedPaymentKey = (orderId: number) => `recorded-payment-${orderId}`;

/**
 * When the school paid: noon UTC of the day (the same day wherever in the Americas the reports read it),
 * or now when that is still ahead. A day after tomorrow (UTC) is refused: no payment is dated in the future.
 */
function paidMoment(paidOn: string, now: Date): Date {
  const day = parseUsDate(paidOn)!;
  const noon = new Date(day.getTime() + DAY_MS / 2);
  if (noon.getTime() - now.getTime() > DAY_MS) throw badRequest(RECORD_PAYMENT_MESSAGES.futureDay);
  return noon < now ? noon : now;
}

const sameRecord = (order: typeof orders.$inferSelect, body: RecordPaymentBody, at: Date) =>
  order.paymentMethod === body.method && (order.checkNumber ?? '') === (body.method === 'check' ? body.checkNumber.trim() : '') && order.paidAt?.getTime() === at.getTime();

/**
 * POST .../orders/{orderNumber}/payment: the studio records that the school paid an order entered "Unpaid
 * (bill the school)". The order becomes paid (its method, check number and paid time), a succeeded payment
 * row keeps the amount, and who recorded it and when stay on the order; digital downloads open as for any
 * paid order. The order row is locked, and the same record sent again answers the order as it is (200), so a
 * retry after a lost answer changes nothing; another record of a paid order is 409.
 */
export async function recordPayment(app: FastifyInstance, studioId: number, jobId: number, orderNumber: string, body: RecordPaymentBody, userId: number | null, now = new Date()): Promise<JobOrder> {
  const at = paidMoment(body.paidOn, now);
  await app.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.studioId, studioId), eq(orders.jobId, jobId), eq(orders.orderNumber, Number(orderNumber))))
      .for('update');
    if (!order) throw notFound(notFoundMessage('Order'));
    if (order.paymentRecordedAt && sameRecord(order, body, at)) return;
    if (order.status !== 'paid') throw conflict(RECORD_PAYMENT_MESSAGES.notUnpaid);
    if (order.paymentMethod !== 'invoice') throw conflict(order.paymentRecordedAt ? RECORD_PAYMENT_MESSAGES.alreadyPaid : RECORD_PAYMENT_MESSAGES.notUnpaid);
    const checkNumber = body.method === 'check' ? body.checkNumber.trim() : null;
    await tx.update(orders).set({ paymentMethod: body.method, checkNumber, paidAt: at, paymentRecordedBy: userId, paymentRecordedAt: now }).where(eq(orders.id, order.id));
    await tx.insert(payments).values({
      cartId: null, orderId: order.id, provider: body.method, idempotencyKey: recordedPaymentKey(order.id), providerReference: checkNumber ?? body.method, amount: order.total, status: 'succeeded',
    });
    // The downloads a paid order carries, now that it is paid (an unpaid order was given none).
    const [cart] = order.cartId ? await tx.select().from(carts).where(eq(carts.id, order.cartId)) : [];
    if (cart) await createDownloadLinks(tx, app.config.jwtSecret, order.id, (await loadCart(tx, cart, app.config.jwtSecret)).cart, now);
  });
  return (await ordersRepository.findJobOrder(app.db, studioId, jobId, orderNumber))!;
}
