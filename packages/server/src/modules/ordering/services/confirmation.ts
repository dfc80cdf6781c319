import { formatUsd, orderBreakdown, type OrderConfirmation } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { inStudioName, type StudioBrand } from '../../../services/mail/studio-mail';
import { ordersRepository } from '../../orders';
import { orderingJobsRepository } from '../repositories/ordering-jobs';
import { placedOrdersRepository } from '../repositories/placed-orders';

/** An order's confirmation owed longer than this is not sent after a restart: it would come too late to help. */
const OWED_FOR_MS = 24 * 60 * 60 * 1000;
import { listDownloadLinks } from './downloads';

/** The order as the confirmation page shows it: the lookup's summary, the services and the download links. */
export async function orderConfirmation(db: Executor, secret: Uint8Array, orderId: number): Promise<OrderConfirmation | null> {
  const order = await placedOrdersRepository.find(db, orderId);
  if (!order) return null;
  const summary = await ordersRepository.search(db, String(order.orderNumber), order.email, order.jobId);
  if (!summary) return null;
  return { ...summary, downloads: await listDownloadLinks(db, secret, order.id) };
}

/** Confirmations of the last day that a stopped process owed: sent once, at start (one instance takes each). */
export async function sendOwedConfirmations(app: FastifyInstance, now = new Date()): Promise<void> {
  for (const owed of await placedOrdersRepository.owingConfirmation(app.db, new Date(now.getTime() - OWED_FOR_MS))) {
    const [confirmation, job] = await Promise.all([orderConfirmation(app.db, app.config.jwtSecret, owed.id), orderingJobsRepository.find(app.db, owed.jobId)]);
    if (confirmation && job && (await placedOrdersRepository.claimConfirmation(app.db, owed.id))) await sendConfirmation(app, confirmation, job.studio);
  }
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
