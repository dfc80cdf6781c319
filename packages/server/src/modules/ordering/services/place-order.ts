import type { PaymentMethod } from '@shutterday/domain/staff';
import type { Executor } from '../../../db/client';
import { cartLinesRepository } from '../repositories/cart-lines';
import { cartsRepository, type CartRow } from '../repositories/carts';
import { paymentsRepository } from '../repositories/payments';
import { placedOrdersRepository } from '../repositories/placed-orders';
import type { LoadedCart } from './cart-view';
import { createDownloadLinks } from './downloads';
import type { PricedCart } from './pricing';
import { consumeCoupon } from './promotions';
import { planPrintFiles } from '../../fulfilment';
import type { ChargeSplit } from '../../payouts';

export interface PaidCharge {
  provider: string;
  idempotencyKey: string;
  reference: string;
  /** The payment row left pending by a 3-D Secure challenge, now settled; null for a charge paid at once. */
  pendingPaymentId: number | null;
  /** Card unless the studio entered a paper envelope paid otherwise; an invoice (bill the school) has no payment yet. */
  method?: PaymentMethod;
  checkNumber?: string | null;
  /** Where the charge paid out to and the platform's commission kept from it. */
  split: ChargeSplit;
}

/**
 * The order of a paid cart, in the submission's transaction: the order and its lines, the succeeded
 * payment, the tax calculation and the download links it used, the coupon consumed, the cart closed.
 */
export async function placeOrder(tx: Executor, secret: Uint8Array, row: CartRow, loaded: LoadedCart, priced: PricedCart & { details: NonNullable<PricedCart['details']> }, studioId: number, paid: PaidCharge): Promise<number> {
  const { totals, details } = priced;
  const customer = details.customer;
  const method = paid.method ?? 'card';
  const unpaid = method === 'invoice';
  // The answers are kept with the order like the items: a later edit of the job's fields changes no placed order.
  const answers = await cartLinesRepository.answersOf(tx, loaded.cart.cartPackages.map((line) => line.id));
  // The item's photo area and its copies (two 5x7 in a package) go with it: the print is drawn from the order alone.
  const facts = await cartLinesRepository.printFactsOf(tx, loaded.cart.cartPackages.flatMap((line) => line.cartPackageItems.map((item) => item.id)));
  const orderId = await placedOrdersRepository.insert(
    tx,
    {
      cartId: row.id, studioId, jobId: row.jobId, orderMethod: row.orderMethod, status: 'paid', email: customer.email,
      customerName: `${customer.firstName} ${customer.lastName}`, billingAddress: details.billingAddress,
      shippingAddress: details.isPartOfBatchOrder ? null : details.shippingAddressSameAsBillingAddress || !details.shippingAddress ? details.billingAddress : details.shippingAddress,
      shippingOptionCode: details.isPartOfBatchOrder ? null : (details.shippingOption?.code ?? null), promoCode: totals.promoCode,
      subtotal: totals.subtotal, services: totals.services, discount: totals.discount, shipping: totals.shipping, tax: totals.tax, total: totals.total, paidAt: unpaid ? null : new Date(),
      paymentMethod: method, checkNumber: paid.checkNumber ?? null,
      // Retouches and personalizations as chosen: the studio prints from the order, never from the cart.
      servicesDetail: loaded.cart.cartOrderServicesDetails,
      applicationFee: paid.split.applicationFee, connectedAccount: paid.split.destinationAccount,
    },
    loaded.cart.cartPackages.map((line) => ({
      packageId: line.packageId, packageName: loaded.details.packageNames[line.packageId] ?? `Package ${line.packageId}`, subjectId: line.subjectId, subjectName: line.subjectName,
      quantity: line.quantity, unitPrice: line.price, details: { items: line.cartPackageItems.map((item) => ({ ...item, ...facts.get(item.id) })), greenScreen: line.greenScreen, addon: line.addon, answers: answers.get(line.id) ?? [] },
    })),
  );
  if (paid.pendingPaymentId !== null) await paymentsRepository.markSucceeded(tx, paid.pendingPaymentId, orderId);
  else if (!unpaid) await paymentsRepository.record(tx, { cartId: row.id, orderId, provider: paid.provider, idempotencyKey: paid.idempotencyKey, providerReference: paid.reference, amount: totals.total, status: 'succeeded' });
  // The tax calculation this charge used (the latest of the cart, made above in this transaction) names its order.
  await placedOrdersRepository.linkLatestTaxCalculation(tx, row.id, orderId);
  // Digital originals leave the server only through a paid order's links: an invoiced (unpaid) order gets none.
  if (!unpaid) await createDownloadLinks(tx, secret, orderId, loaded.cart);
  // Recorded with the order, so a crash before the worker picks them up loses none (it re-sends pending files).
  await planPrintFiles(tx, orderId);
  // Over-limit coupon races are tolerated: the customer was charged the price they were shown.
  await consumeCoupon(tx, priced.promo);
  await cartsRepository.update(tx, row.id, { status: 'submitted' });
  return orderId;
}
