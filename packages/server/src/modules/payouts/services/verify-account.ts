import type { FastifyInstance } from 'fastify';
import { SandboxConnect } from '../../../services/payments/sandbox-connect';
import { payoutAccountsRepository } from '../repositories/payout-accounts';
import { WEBHOOK_PATH } from '../routes/webhooks';

/**
 * Asks the provider whether it verified the account. The sandbox answers the way Stripe does, with a
 * signed account.updated event through the webhook endpoint, so the flag is set by the same code path;
 * with Stripe the account is read back at once (its account.updated events keep the flag current after).
 */
export async function verifyAccount(app: FastifyInstance, accountId: string): Promise<void> {
  if (app.connect instanceof SandboxConnect) {
    const { body, signature } = app.connect.signedEvent('account.updated', app.connect.accountObject(accountId));
    const sent = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: body });
    if (sent.statusCode !== 200) throw new Error(`the sandbox account.updated event answered ${sent.statusCode} ${sent.body}`);
    return;
  }
  const account = await app.connect.account(accountId);
  await payoutAccountsRepository.setVerified(app.db, account.id, account.verified);
}
