import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cartOrderServices } from '../../../db/schema';

/** Retouch and personalization rows of carts: one per cart, subject and service. */
export const cartServicesRepository = {
  /** Posting again for the same subject and service updates the one row. */
  async upsert(db: Executor, key: { cartId: number; subjectId: number; orderServiceId: number }, price: number, values: Partial<typeof cartOrderServices.$inferInsert>): Promise<void> {
    const [existing] = await db
      .select({ id: cartOrderServices.id })
      .from(cartOrderServices)
      .where(and(eq(cartOrderServices.cartId, key.cartId), eq(cartOrderServices.subjectId, key.subjectId), eq(cartOrderServices.orderServiceId, key.orderServiceId)));
    if (existing) await db.update(cartOrderServices).set({ ...values, price }).where(eq(cartOrderServices.id, existing.id));
    else await db.insert(cartOrderServices).values({ ...key, price, ...values });
  },

  async delete(db: Executor, id: number): Promise<void> {
    await db.delete(cartOrderServices).where(eq(cartOrderServices.id, id));
  },
};
