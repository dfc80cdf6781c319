import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { couponCodes, promotions, shippingOptions } from '../../../db/schema';

/** What the checkout prices with: shipping options, job promotions and the studio's coupon codes. */
export const checkoutCatalogRepository = {
  async activeShippingOptions(db: Executor) {
    return db.select().from(shippingOptions).where(eq(shippingOptions.active, true)).orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id));
  },

  /** A job promotion by its code (upper case). */
  async jobPromotion(db: Executor, jobId: number, code: string) {
    const [row] = await db.select().from(promotions).where(and(eq(promotions.jobId, jobId), sql`upper(${promotions.code}) = ${code}`)).limit(1);
    return row ?? null;
  },

  /** A coupon of the studio, studio-wide or of this job, by its code (upper case). */
  async coupon(db: Executor, studioId: number, jobId: number, code: string) {
    const [row] = await db
      .select()
      .from(couponCodes)
      .where(and(eq(couponCodes.studioId, studioId), or(isNull(couponCodes.jobId), eq(couponCodes.jobId, jobId)), sql`upper(${couponCodes.code}) = ${code}`))
      .limit(1);
    return row ?? null;
  },

  /** Counts a coupon's use, guarded so a race cannot pass its limit: false when it was used up. */
  async consumeCoupon(db: Executor, couponId: number): Promise<boolean> {
    const updated = await db
      .update(couponCodes)
      .set({ uses: sql`${couponCodes.uses} + 1` })
      .where(and(eq(couponCodes.id, couponId), sql`(${couponCodes.maxUses} is null or ${couponCodes.uses} < ${couponCodes.maxUses})`))
      .returning({ id: couponCodes.id });
    return updated.length === 1;
  },
};
