import { derivePayouts, PAYOUT_ORDERS_MAX, studioNetCents, type PayoutEntry, type PayoutOrder, type PayoutsOverview } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { payoutAccountsRepository } from '../repositories/payout-accounts';

/**
 * The studio's payouts page: per order its gross, the platform's commission and the net; the balance and
 * payouts from the provider (the sandbox derives them from the paid orders, two days after each payment).
 */
export async function payoutsOverview(app: FastifyInstance, studioId: number, accountId: string, now = new Date()): Promise<PayoutsOverview> {
  const rows = await payoutAccountsRepository.paidOrders(app.db, studioId, PAYOUT_ORDERS_MAX);
  const orders: PayoutOrder[] = rows.map((row) => {
    const commission = row.applicationFee ?? 0;
    const refunded = row.status === 'refunded';
    return {
      orderNumber: row.orderNumber, paidAt: (row.paidAt ?? row.placedAt).toISOString(), gross: row.total, commission, taxAndShipping: row.tax + row.shipping,
      // A refund gives the parent everything back and reverses the transfer and the fee: nothing stays with the studio.
      net: refunded ? 0 : studioNetCents(row.total, commission), status: row.status, disputed: row.disputedAt !== null,
    };
  });
  const provider = await app.connect.balance(accountId);
  let entries: PayoutEntry[];
  let balance: PayoutsOverview['balance'];
  if (provider) {
    entries = provider.payouts;
    balance = { available: provider.available, pending: provider.pending };
  } else {
    const derived = derivePayouts(rows.map((row) => ({ orderNumber: row.orderNumber, paidAt: row.paidAt ?? row.placedAt, gross: row.total, applicationFee: row.applicationFee ?? 0, refunded: row.status === 'refunded' })), now);
    entries = derived.map((p) => ({ id: `po_sandbox_${p.arrivalDate.replace(/-/g, '')}`, arrivalDate: p.arrivalDate, amount: p.amount, status: p.status }));
    // The sandbox pays every arrived payout at once: nothing waits as available, the rest is pending.
    balance = { available: 0, pending: derived.filter((p) => p.status === 'pending').reduce((sum, p) => sum + p.amount, 0) };
  }
  const totals = orders.reduce((sum, o) => ({ gross: sum.gross + (o.status === 'refunded' ? 0 : o.gross), commission: sum.commission + (o.status === 'refunded' ? 0 : o.commission), net: sum.net + o.net }), { gross: 0, commission: 0, net: 0 });
  return {
    currency: 'usd',
    balance,
    upcoming: entries.filter((p) => p.status === 'pending' || p.status === 'in_transit'),
    paid: entries.filter((p) => p.status !== 'pending' && p.status !== 'in_transit'),
    orders,
    totals,
  };
}
