import { formatUsd, orderBreakdown, type OrderConfirmation } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { inStudioName, type StudioBrand } from '../../../services/mail/studio-mail';
import { ordersRepository } from '../../orders/repositories/orders';
import { placedOrdersRepository } from '../repositories/placed-orders';
import { listDownloadLinks } from './downloads';

/** The order as the confirmation page shows it: the lookup's summary, the services and the download links. */
export async function orderConfirmation(db: Executor, secret: Uint8Array, orderId: number): Promise<OrderConfirmation | null> {
  const order = await placedOrdersRepository.find(db, orderId);
  if (!order) return null;
  const summary = await ordersRepository.search(db, String(order.orderNumber), order.email, order.jobId);
  if (!summary) return null;
  return { ...summary, downloads: await listDownloadLinks(db, secret, order.id) };
}

export async function findOrderIdByNumber(db: Executor, orderNumber: string): Promise<number | null> {
  if (!/^\d{1,15}$/.test(orderNumber)) return null;
  return placedOrdersRepository.idByNumber(db, Number(orderNumber));
}

/** The confirmation e-mail, in the studio's name: the order summary and the download links (recorded in the mail log; sent with SMTP_URL). */
export async function sendConfirmation(app: FastifyInstance, order: OrderConfirmation, studio: StudioBrand & { slug: string }): Promise<void> {
  const studioSlug = studio.slug;
  const base = app.config.linkBase;
  const lines = order.lines.map((l) => `- ${l.packageName} for ${l.subjectName} × ${l.quantity}: ${formatUsd(l.price * l.quantity)}`);
  // The same lines as every page (one domain function), so the e-mail adds up to what was charged.
  const breakdown = orderBreakdown(order, order);
  const amounts = [...breakdown.lines.map((line) => `${line.label}: ${formatUsd(line.amount)}`), `Total paid: ${formatUsd(breakdown.total)}`];
  const downloads = order.downloads.length
    ? ['', 'Your digital downloads (each link works until the date shown):', ...order.downloads.map((d) => `- ${d.fileName}: ${base}/${studioSlug}/download/${d.linkId} (until ${d.expiresAt.slice(0, 10)})`)]
    : [];
  const text = [
    `Thank you for your order, ${order.customerName}!`,
    '',
    `Order #${order.orderNumber} — ${order.jobName}`,
    ...lines,
    '',
    ...amounts,
    ...downloads,
    '',
    `See your order at ${base}/${studioSlug}/${order.jobId}/order/${order.orderNumber}`,
  ].join('\n');
  await app.mailer.send(inStudioName(base, studio, { to: order.email, subject: `Your ${app.config.productName} order #${order.orderNumber}`, text }));
}
