import { isStandardAddon, photoPlaceHolds, type CheckoutDetails, type ImageNodeInputParsed } from '@shutterday/domain';
import { ENTRY_CONTACT_REQUIRED, type EnteredOrder, type EnvelopeBody } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { Executor } from '../../../db/client';
import { badRequest, conflict, HttpError } from '../../../http/http-error';
import { IdempotencyConflictError } from '../../../services/payments/payments';
import { jobPackagesRepository, type CatalogPackage } from '../../catalog';
import { queuePrintFiles } from '../../fulfilment';
import { chargeSplit, type ChargeSplit } from '../../payouts';
import {
  ADDON_NEEDS_STANDARD, assertAddonAllowed, cartLinesRepository, cartsRepository, lineItems, loadCart, loadSubjectImages, placeOrder, priceCart, type CartRow, type PaidCharge,
} from '../../ordering';
import { entryLookups } from '../repositories/entry-lookups';
import { envelopeToken } from './entry-token';
import { requireEntryJob, type EntryScope } from './entry-scope';

export const PACKAGE_NOT_OFFERED = 'This package is not offered in this job';
export const POSE_NOT_OF_CHILD = "This pose is not one of the child's photos";
export const CARD_NEEDS_ACTION = 'This card asks the cardholder to confirm the payment with their bank: take another card, cash or a check';
export const CARD_RETRY_CONFLICT = 'This envelope was already charged with another amount: reload the envelope before trying again';

type Line = EnvelopeBody['lines'][number];

/** The chosen pose goes into every place that holds the child's own photo (`photoPlaceHolds`); group places keep the group photo. */
function posedNodes(pkg: CatalogPackage, imageId: number | null): Map<number, ImageNodeInputParsed> {
  const posted = new Map<number, ImageNodeInputParsed>();
  if (imageId === null) return posted;
  for (const node of pkg.imageNodeRows.values()) {
    if (photoPlaceHolds(node) !== 'child') continue;
    posted.set(node.id, { packageItemImageNodeId: node.id, subjectImageId: imageId, groupImageId: null, replacementImageId: null, cropDimensions: null, frontendCropDimensions: null, rotation: 0 } as ImageNodeInputParsed);
  }
  return posted;
}

/** The envelope's lines into its cart, standard packages first, each add-on checked by the online rule. */
async function fillCart(app: FastifyInstance, tx: Executor, row: CartRow, jobId: number, subjectId: number, lines: Line[]): Promise<void> {
  const owner = await loadSubjectImages(tx, jobId, subjectId);
  const chosen: Array<{ pkg: CatalogPackage; line: Line }> = [];
  for (const line of lines) {
    const pkg = await jobPackagesRepository.find(tx, jobId, line.packageId);
    if (!pkg) throw badRequest(PACKAGE_NOT_OFFERED);
    if (line.imageId !== null && !owner.individual.includes(line.imageId)) throw badRequest(POSE_NOT_OF_CHILD);
    chosen.push({ pkg, line });
  }
  chosen.sort((a, b) => Number(!isStandardAddon(a.pkg.packageAddon)) - Number(!isStandardAddon(b.pkg.packageAddon)));
  for (const { pkg, line } of chosen) {
    if (!isStandardAddon(pkg.packageAddon)) assertAddonAllowed(pkg, (await loadCart(tx, row, app.config.jwtSecret)).cart, row.orderMethod);
    await cartLinesRepository.insert(tx, {
      line: { cartId: row.id, packageId: pkg.id, subjectId: owner.subject.id, quantity: line.quantity, price: pkg.retailCost, greenScreenBackgroundId: null, dataFields: null, addKey: null },
      items: lineItems(pkg, owner, posedNodes(pkg, line.imageId), new Map()),
    });
  }
}

/** Cash and checks were taken at the table; a card is charged now, once per envelope and card, whatever the retries. */
async function takePayment(app: FastifyInstance, row: CartRow, payment: EnvelopeBody['payment'], amount: number, description: string, cardSplit: () => Promise<ChargeSplit>): Promise<PaidCharge> {
  // Cash, checks and invoices never pass through the provider: the studio keeps them whole, no fee is taken.
  const base = { idempotencyKey: `entry-${row.token}`, pendingPaymentId: null, method: payment.method, split: { destinationAccount: null, applicationFee: 0 } };
  if (payment.method === 'cash') return { ...base, provider: 'cash', reference: 'cash' };
  if (payment.method === 'check') return { ...base, provider: 'check', reference: payment.checkNumber, checkNumber: payment.checkNumber };
  if (payment.method === 'invoice') return { ...base, provider: 'invoice', reference: 'invoice' };
  // The same card retried sends the same key: the provider answers its first charge instead of a second one.
  const card = createHash('sha256').update(payment.paymentToken).digest('hex').slice(0, 16);
  const idempotencyKey = `entry-${row.token}-card-${card}`;
  // A card is a charge like a parent's: the verification guard, the studio's account and the platform's commission.
  const split = await cardSplit();
  const charge = await app.payments
    .charge({ amount, currency: 'usd', paymentToken: payment.paymentToken, idempotencyKey, description, destinationAccount: split.destinationAccount, applicationFeeAmount: split.applicationFee })
    .catch((error: unknown) => {
      if (error instanceof IdempotencyConflictError) throw conflict(CARD_RETRY_CONFLICT);
      throw error;
    });
  if (charge.status === 'failed') throw new HttpError(402, charge.message);
  if (charge.status === 'requires_action') {
    await app.payments.cancel(charge.reference);
    throw new HttpError(402, CARD_NEEDS_ACTION);
  }
  return { ...base, idempotencyKey, split, provider: app.payments.provider, reference: charge.reference };
}

/**
 * POST .../jobs/{jobId}/entry/orders: one paper envelope becomes one order of the job, priced, checked and
 * placed exactly as an online order (ordering's rules), with how it was paid. The envelope's cart row is
 * locked for the whole save, so a double submission waits and then finds the order the first one made.
 */
export async function saveEnvelope(app: FastifyInstance, scope: EntryScope, body: EnvelopeBody): Promise<EnteredOrder> {
  const outcome = await app.db.transaction(async (tx) => {
    const job = await requireEntryJob(tx, scope);
    const row = await cartsRepository.findByToken(tx, envelopeToken(body.entryKey, job.jobId), job.jobId, { lock: true });
    if (!row?.checkout) throw badRequest(ENTRY_CONTACT_REQUIRED);
    if (row.status === 'submitted') {
      const placed = await entryLookups.orderOfCart(tx, row.id);
      if (placed) return { orderId: placed.id, created: false };
    }
    await fillCart(app, tx, row, job.jobId, body.subjectId, body.lines);
    const loaded = await loadCart(tx, row, app.config.jwtSecret);
    if (!loaded.details.hasStandardPackage) throw badRequest(ADDON_NEEDS_STANDARD);
    const priced = await priceCart(tx, app.tax, loaded, scope.studioId);
    const details = row.checkout as CheckoutDetails;
    const paid = await takePayment(app, row, body.payment, priced.totals.total, `${job.studioName} — ${job.jobName}`, () =>
      chargeSplit(tx, { stripeAccountId: job.stripeAccountId, stripeVerified: job.stripeVerified }, priced.totals, { guard: true }),
    );
    const orderId = await placeOrder(tx, app.config.jwtSecret, row, loaded, { ...priced, details }, scope.studioId, paid);
    return { orderId, created: true };
  });
  if (outcome.created) await queuePrintFiles(app, outcome.orderId);
  const order = await entryLookups.enteredOrder(app.db, outcome.orderId);
  if (!order) throw new Error(`Order ${outcome.orderId} vanished after its entry`);
  return { ...order, entryKey: body.entryKey, created: outcome.created };
}
