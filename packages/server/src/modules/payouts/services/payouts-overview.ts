import { derivePayouts, keptAfterRefunds, PAYOUT_ORDERS_MAX, type PayoutEntry, type PayoutOrder, type PayoutsOverview } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { payoutAccountsRepository } from '../repositories/payout-accounts';

/**
 * The studio's payouts page: per order its gross, what refunds gave back, the platform's commission kept
 * and the net; the balance and payouts from the provider (the sandbox derives them from the paid orders, two days after each payment).
 */
export async function payoutsOverview(app: FastifyInstance, studioId: number, accountId: string, now = new Date()): Promise<PayoutsOverview> {
  const rows = (await payoutAccountsRepository.paidOrders(app.db, studioId, PAYOUT_ORDERS_MAX)).map((row) => {
    const fee = row.applicationFee ?? 0;
    // Refunded whole, with or without refund records (a refund made in the provider's dashboard has none):
    // the parent has it all back, and the transfer and the fee are reversed.
    const whole = row.status === 'refunded';
    return { ...row, paidAt: row.paidAt ?? row.placedAt, gross: row.total, applicationFee: fee, refunded: whole ? row.total : row.refunded, refundedFee: whole ? fee : row.refundedFee };
  });
  const orders: PayoutOrder[] = rows.map((row) => ({
    orderNumber: row.orderNumber, paidAt: row.paidAt.toISOString(), gross: row.gross, taxAndShipping: row.tax + row.shipping, refunded: row.refunded,
    ...keptAfterRefunds(row), status: row.status, disputed: row.disputedAt !== null,
  }));
  const provider = await app.connect.balance(accountId);
  let entries: PayoutEntry[];
  let balance: PayoutsOverview['balance'];
  if (provider) {
    entries = provider.payouts;
    balance = { available: provider.available, pending: provider.pending };
  } else {
    const derived = derivePayouts(rows, now);
    entries = derived.map((p) => ({ id: `po_sandbox_${p.arrivalDate.replace(/-/g, '')}`, arrivalDate: p.arrivalDate, amount: p.amount, status: p.status }));
    // The sandbox pays every arrived payout at once: nothing waits as available, the rest is pending.
    balance = { available: 0, pending: derived.filter((p) => p.status === 'pending').reduce((sum, p) => sum + p.amount, 0) };
  }
  const totals = orders
    .filter((o) => o.status !== 'refunded')
    .reduce((sum, o) => ({ gross: sum.gross + o.gross, refunded: sum.refunded + o.refunded, commission: sum.commission + o.commission, net: sum.net + o.net }), { gross: 0, refunded: 0, commission: 0, net: 0 });
  return {
    currency: 'usd',
    balance,
    upcoming: entries.filter((p) => p.status === 'pending' || p.status === 'in_transit'),
    paid: entries.filter((p) => p.status !== 'pending' && p.status !== 'in_transit'),
    orders,
    totals,
  };
}
