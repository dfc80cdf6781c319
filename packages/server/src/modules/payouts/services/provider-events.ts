import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Executor } from '../../../db/client';
import { accountVerified } from '../../../services/payments/connect';
import { payoutAccountsRepository, type PayoutStudio } from '../repositories/payout-accounts';
import { webhookEventsRepository } from '../repositories/webhook-events';

type Mail = { to: string; subject: string; text: string };
const intentOf = (charge: { payment_intent?: string | { id: string } | null }) => (typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null));
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What one event changes, in the transaction that records it; the mails it calls for go out after the commit. */
async function apply(tx: Executor, event: Stripe.Event, mails: Mail[], studioOf: (id: number) => Promise<PayoutStudio | null>): Promise<void> {
  switch (event.type) {
    case 'account.updated': {
      await payoutAccountsRepository.setVerified(tx, event.data.object.id, accountVerified(event.data.object));
      return;
    }
    case 'account.application.deauthorized': {
      // The studio revoked the platform's access from its Stripe dashboard: nothing can be charged to it now.
      if (!event.account) return;
      for (const studio of await payoutAccountsRepository.studiosOfAccount(tx, event.account)) await payoutAccountsRepository.disconnect(tx, studio.id);
      return;
    }
    case 'payment_intent.payment_failed': {
      await payoutAccountsRepository.failPending(tx, event.data.object.id, event.data.object.last_payment_error?.message ?? 'The payment failed.');
      return;
    }
    case 'payment_intent.succeeded':
      // The checkout places the order when it reads the intent back from the provider; the event is only recorded.
      return;
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = intentOf(charge);
      const order = intent ? await payoutAccountsRepository.orderOfIntent(tx, intent) : null;
      if (order && charge.refunded) await payoutAccountsRepository.markRefunded(tx, order.id);
      return;
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const intent = intentOf(dispute);
      const order = intent ? await payoutAccountsRepository.orderOfIntent(tx, intent) : null;
      if (!order || !(await payoutAccountsRepository.markDisputed(tx, order.id, new Date(event.created * 1000)))) return;
      const studio = await studioOf(order.studioId);
      if (studio?.email)
        mails.push({
          to: studio.email,
          subject: `Order ${order.orderNumber} is disputed`,
          text: `The card holder's bank is disputing the payment of order ${order.orderNumber} (${dollars(dispute.amount)}, reason: ${dispute.reason.replace(/_/g, ' ')}). Answer the dispute from your Stripe dashboard before its deadline; the order is flagged on your Payouts page meanwhile.`,
        });
      return;
    }
    case 'payout.failed':
    case 'payout.paid': {
      const payout = event.data.object;
      if (event.type === 'payout.paid' || !event.account) return;
      for (const studio of await payoutAccountsRepository.studiosOfAccount(tx, event.account))
        if (studio.email)
          mails.push({
            to: studio.email,
            subject: 'A payout to your bank failed',
            text: `Stripe could not pay ${dollars(payout.amount)} out to your bank account${payout.failure_message ? `: ${payout.failure_message}` : ''}. Check your bank details in your Stripe dashboard; Stripe retries once they are fixed.`,
          });
      return;
    }
    default:
      return;
  }
}

/**
 * Handles one verified provider event exactly once: its id is claimed in the same transaction as what it
 * changes, so a replay — or the same event arriving twice at once — finds it claimed and changes nothing.
 */
export async function handleProviderEvent(app: FastifyInstance, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  const mails: Mail[] = [];
  const object = event.data.object as { id?: unknown };
  const fresh = await app.db.transaction(async (tx) => {
    const claimed = await webhookEventsRepository.claim(tx, { id: event.id, type: event.type, objectId: typeof object.id === 'string' ? object.id : null, payload: event });
    if (claimed) await apply(tx, event, mails, (id) => payoutAccountsRepository.studio(tx, id));
    return claimed;
  });
  for (const mail of mails) await app.mailer.send(mail);
  return { duplicate: !fresh };
}
