import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { packageItems } from '../../../db/schema';
import type { OrderLineRecord } from '../../orders';
import { lineDetails } from '../services/line-details';

/**
 * Copies of each item's print file: the package item's own quantity (two 5x7 in a package) times the
 * line's, as checkout kept it. For an order placed before that was kept, the package's items are read: a
 * package orders hold is never changed (it is archived and replaced), so they are still the ones the order
 * was placed with, in the same order; an item that does not match counts once.
 */
export async function itemCopies(db: Executor, lines: OrderLineRecord[]): Promise<Map<number, number[]>> {
  const packageIds = [...new Set(lines.map((line) => line.packageId).filter((id): id is number => id !== null))];
  const rows = packageIds.length
    ? await db.select({ packageId: packageItems.packageId, productCode: packageItems.productCode, quantity: packageItems.quantity }).from(packageItems).where(inArray(packageItems.packageId, packageIds)).orderBy(asc(packageItems.sortOrder), asc(packageItems.id))
    : [];
  return new Map(
    lines.map((line) => {
      const ofPackage = rows.filter((row) => row.packageId === line.packageId);
      return [line.id, lineDetails(line.details).items.map((item, index) => line.quantity * (item.copies ?? (ofPackage[index]?.productCode === item.productCode ? ofPackage[index]!.quantity : 1)))];
    }),
  );
}
