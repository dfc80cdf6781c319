import type { OrderMethod } from '@shutterday/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { carts } from '../../../db/schema';

export type CartRow = typeof carts.$inferSelect;

/** Cart rows by their token (sha256 of the browser's cart key and the job, see ordering/tokens). */
export const cartsRepository = {
  /** `lock`: SELECT … FOR UPDATE, so concurrent changes and submissions of one cart take turns. */
  async findByToken(db: Executor, token: string, jobId: number, { lock = false } = {}): Promise<CartRow | null> {
    const query = db.select().from(carts).where(and(eq(carts.token, token), eq(carts.jobId, jobId))).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /** Creates the cart of a token, or returns the one a concurrent request just created. */
  async findOrCreate(db: Executor, token: string, jobId: number, orderMethod: OrderMethod): Promise<CartRow> {
    await db.insert(carts).values({ token, jobId, orderMethod }).onConflictDoNothing({ target: carts.token });
    const row = await this.findByToken(db, token, jobId, { lock: true });
    if (!row) throw new Error('The cart token belongs to another job');
    return row;
  },

  async update(db: Executor, id: number, patch: Partial<Pick<CartRow, 'orderMethod' | 'status' | 'checkout' | 'promoCode'>>): Promise<void> {
    await db.update(carts).set({ ...patch, updatedAt: sql`now()` }).where(eq(carts.id, id));
  },

  async delete(db: Executor, id: number): Promise<void> {
    await db.delete(carts).where(eq(carts.id, id));
  },
};
