import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { studios } from '../../../db/schema';

/** The studio's name, printed on its work orders and packing lists. */
export async function studioNameOf(db: Executor, studioId: number): Promise<string> {
  const [row] = await db.select({ name: studios.name }).from(studios).where(eq(studios.id, studioId));
  return row?.name ?? '';
}
