import { checkFulfilmentMoves, type FulfilmentMoveBody, type FulfilmentMoveResult } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../../http/http-error';
import { sendAsStudio } from '../../../services/mail/studio-mail';
import { fulfilmentOrdersRepository } from '../../orders';

/**
 * Moves the named orders (or a whole list) to a status, all or nothing (domain checkFulfilmentMoves), then
 * tells each parent whose order shipped. The e-mails go after the commit: a refused move mails nobody.
 */
export async function moveOrders(app: FastifyInstance, studioId: number, jobId: number, body: FulfilmentMoveBody): Promise<FulfilmentMoveResult> {
  const shipment = body.status === 'shipped' ? { carrier: body.carrier ?? '', trackingNumber: body.trackingNumber ?? '' } : null;
  const moved = await app.db.transaction(async (tx) => {
    const rows = await fulfilmentOrdersRepository.forMove(tx, studioId, jobId, body);
    const known = new Set(rows.map((row) => String(row.orderNumber)));
    const missing = (body.orderNumbers ?? []).filter((n) => !known.has(n));
    if (missing.length) throw notFound(`Order not found: ${[...new Set(missing)].join(', ')}`);
    const check = checkFulfilmentMoves(rows.map((row) => ({ orderNumber: String(row.orderNumber), orderStatus: row.status, fulfilmentStatus: row.fulfilmentStatus })), body.status, shipment);
    if (!check.ok) throw new HttpError(409, check.messages);
    const changing = new Set(check.changing.map((o) => o.orderNumber));
    const changed = rows.filter((row) => changing.has(String(row.orderNumber)));
    await fulfilmentOrdersRepository.setFulfilment(tx, changed.map((row) => row.id), body.status, shipment);
    return changed;
  });
  if (body.status === 'shipped' && shipment) {
    for (const order of moved) {
      const text = [
        `Good news, ${order.customerName}: your order #${order.orderNumber} has shipped.`,
        '',
        `Carrier: ${shipment.carrier}`,
        `Tracking number: ${shipment.trackingNumber}`,
        '',
        order.shippingOptionCode === null ? "It travels with your school's batch: the school hands it out." : 'It is on its way to the address you gave.',
      ].join('\n');
      await sendAsStudio(app, studioId, { to: order.email, subject: `Your ${app.config.productName} order #${order.orderNumber} has shipped`, text });
    }
  }
  return { changed: moved.map((row) => String(row.orderNumber)), status: body.status };
}
