import { orderingAddonContext, revalidateAddons, type CartChange, type CartMutationResult, type CartPackage, type OrderMethod } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../../../db/client';
import { conflict, notFound } from '../../../http/http-error';
import type { CartContentRows } from '../repositories/cart-contents';
import { cartLinesRepository } from '../repositories/cart-lines';
import { cartsRepository, type CartRow } from '../repositories/carts';
import { orderingJobsRepository, type CartGateRow } from '../repositories/ordering-jobs';
import { emptyCartDetails, loadCart, type LoadedCart } from './cart-view';
import { assertOrderingAvailable, gateJob, publicOrderingJob, type OrderingJob } from './job-gate';
import type { CartRef } from './tokens';

export const CART_NOT_FOUND = 'Your cart is empty';
export const CART_ALREADY_ORDERED = 'This cart has already been ordered. Start a new cart to order again.';

export interface ScopeState {
  tx: Transaction;
  job: OrderingJob;
  token: string;
  /** The locked cart row, or null when the customer has none for this job yet. */
  row: CartRow | null;
  load(row: CartRow): Promise<LoadedCart>;
}

export interface ScopeOutcome {
  cartPackageId?: number | null;
  removedAddons?: CartPackage[];
  cartDeleted?: boolean;
}

/**
 * The caller's cart of the job (unlocked, for reads) after the availability gate with the method asked,
 * else the cart's: the job, its studio, the cart row and the cart's contents come in one round trip.
 */
export async function readCartScope(db: Database, { jobId, token }: CartRef, method: OrderMethod | undefined): Promise<{ row: CartRow | null; job: CartGateRow; contents: CartContentRows }> {
  const found = await orderingJobsRepository.findWithCartKept(db, jobId, token);
  const job = publicOrderingJob(found.job);
  assertOrderingAvailable(job, method ?? found.cart?.orderMethod);
  return { row: found.cart, job, contents: found.contents };
}

/**
 * Runs one cart change in a transaction holding the cart row lock (changes of one cart take turns;
 * a submission in flight makes them wait), after the availability gate, and answers the cart after it.
 */
export async function changeCart(
  app: FastifyInstance,
  { jobId, token }: CartRef,
  method: OrderMethod | undefined,
  change: (state: ScopeState) => Promise<ScopeOutcome>,
): Promise<CartMutationResult> {
  const secret = app.config.jwtSecret;
  return app.db.transaction(async (tx) => {
    const job = await gateJob(tx, jobId, method);
    const row = await cartsRepository.findByToken(tx, token, jobId, { lock: true });
    if (row?.status === 'submitted') throw conflict(CART_ALREADY_ORDERED);
    const outcome = await change({ tx, job, token, row, load: (r) => loadCart(tx, r, secret) });
    const after = outcome.cartDeleted ? null : await cartsRepository.findByToken(tx, token, jobId);
    const cart = after ? (await loadCart(tx, after, secret)).details : emptyCartDetails(jobId, method ?? row?.orderMethod ?? null);
    return { cart, cartPackageId: outcome.cartPackageId ?? null, removedAddons: outcome.removedAddons ?? [], cartDeleted: outcome.cartDeleted ?? false };
  });
}

/** The cart a change needs to exist. */
export function requireCart(row: CartRow | null): CartRow {
  if (!row) throw notFound(CART_NOT_FOUND);
  return row;
}

/** Writes a domain CartChange: the removed lines go, and the cart with them when no standard is left. */
export async function applyChange(tx: Transaction, row: CartRow, change: CartChange, removedLineIds: number[] = []): Promise<ScopeOutcome> {
  if (change.deleteCart) {
    await cartsRepository.delete(tx, row.id);
    return { removedAddons: change.removedAddons.filter((p) => !removedLineIds.includes(p.id)), cartDeleted: true };
  }
  const gone = [...removedLineIds, ...change.removedAddons.map((p) => p.id)];
  await cartLinesRepository.deleteMany(tx, gone);
  await cartsRepository.update(tx, row.id, {});
  return { removedAddons: change.removedAddons };
}

/** After any change that moves the total: drop add-ons that are no longer valid (spec §4). */
export async function revalidate(state: ScopeState, row: CartRow): Promise<ScopeOutcome> {
  const loaded = await state.load(row);
  return applyChange(state.tx, row, revalidateAddons(loaded.cart, orderingAddonContext(row.orderMethod)));
}
