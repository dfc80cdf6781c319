import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { paymentsRepository } from '../repositories/payments';

export type Settled =
  | { kind: 'none' }
  | { kind: 'paid'; paymentId: number; idempotencyKey: string; reference: string; amount: number }
  | { kind: 'action'; reference: string; clientSecret: string }
  | { kind: 'declined'; message: string };

/**
 * The cart's payment left waiting for 3-D Secure, settled by what the provider says now — never by what
 * the browser says. `finishing`: the intent id the browser completed. A waiting intent the browser does
 * not finish (a new attempt, another card) is canceled first, so it can never be charged beside the new one;
 * one that succeeded meanwhile pays the order instead of a new charge.
 */
export async function settlePending(app: FastifyInstance, tx: Executor, cartId: number, finishing: string | undefined): Promise<Settled> {
  const pending = await paymentsRepository.pendingOfCart(tx, cartId);
  if (!pending?.providerReference) return { kind: 'none' };
  const reference = pending.providerReference;
  let state = await app.payments.retrieve(reference);
  if (state.status === 'requires_action' && finishing !== reference) state = await app.payments.cancel(reference);
  if (state.status === 'succeeded') return { kind: 'paid', paymentId: pending.id, idempotencyKey: pending.idempotencyKey, reference, amount: state.amount };
  if (state.status === 'requires_action') return { kind: 'action', reference, clientSecret: state.clientSecret };
  await paymentsRepository.markFailed(tx, pending.id, state.message);
  return finishing === reference ? { kind: 'declined', message: state.message } : { kind: 'none' };
}
