import type { DataFieldAnswer, OrderAnswer } from '@shutterday/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cartImageNodes, cartPackageItems, cartPackages, cartTextNodes, packageItems } from '../../../db/schema';

export type CartLineRow = typeof cartPackages.$inferSelect;
type NewImageNode = Omit<typeof cartImageNodes.$inferInsert, 'cartPackageItemId'>;
type NewTextNode = Omit<typeof cartTextNodes.$inferInsert, 'cartPackageItemId'>;
export type ImageNodePatch = Partial<Omit<typeof cartImageNodes.$inferInsert, 'id' | 'cartPackageItemId'>>;

/** A new line: the package's items in catalogue order, each with its filled image and text nodes. */
export interface NewCartLine {
  line: typeof cartPackages.$inferInsert;
  items: Array<{ packageItemId: number; imageNodes: NewImageNode[]; textNodes: NewTextNode[] }>;
}

/** The lines of carts (cart_packages) with their items and nodes. */
export const cartLinesRepository = {
  /** The line a repeated add (same Idempotency-Key) created in this cart, if any. */
  async idByAddKey(db: Executor, cartId: number, addKey: string): Promise<number | null> {
    const [row] = await db.select({ id: cartPackages.id }).from(cartPackages).where(and(eq(cartPackages.cartId, cartId), eq(cartPackages.addKey, addKey)));
    return row?.id ?? null;
  },

  async insert(db: Executor, { line, items }: NewCartLine): Promise<number> {
    const [created] = await db.insert(cartPackages).values(line).returning({ id: cartPackages.id });
    for (const item of items) {
      const [cartItem] = await db.insert(cartPackageItems).values({ cartPackageId: created!.id, packageItemId: item.packageItemId }).returning({ id: cartPackageItems.id });
      if (item.imageNodes.length) await db.insert(cartImageNodes).values(item.imageNodes.map((node) => ({ ...node, cartPackageItemId: cartItem!.id })));
      if (item.textNodes.length) await db.insert(cartTextNodes).values(item.textNodes.map((node) => ({ ...node, cartPackageItemId: cartItem!.id })));
    }
    return created!.id;
  },

  async update(db: Executor, lineId: number, patch: Partial<Pick<CartLineRow, 'quantity' | 'greenScreenBackgroundId' | 'dataFields'>>): Promise<void> {
    await db.update(cartPackages).set(patch).where(eq(cartPackages.id, lineId));
  },

  /** Each line's answers (preorder fields, yearbook pose) as a placed order keeps them. */
  async answersOf(db: Executor, lineIds: number[]): Promise<Map<number, OrderAnswer[]>> {
    if (lineIds.length === 0) return new Map();
    const rows = await db.select({ id: cartPackages.id, dataFields: cartPackages.dataFields }).from(cartPackages).where(inArray(cartPackages.id, lineIds));
    return new Map(rows.map((row) => [row.id, ((row.dataFields as DataFieldAnswer[] | null) ?? []).map((field) => ({ name: field.name, value: field.value ?? null }))]));
  },

  /** What a placed order keeps of each item's catalogue entry to print it: the photo area and the copies. */
  async printFactsOf(db: Executor, cartItemIds: number[]): Promise<Map<number, { positionCoords: string | null; copies: number }>> {
    if (cartItemIds.length === 0) return new Map();
    const rows = await db
      .select({ id: cartPackageItems.id, positionCoords: packageItems.positionCoords, copies: packageItems.quantity })
      .from(cartPackageItems)
      .innerJoin(packageItems, eq(packageItems.id, cartPackageItems.packageItemId))
      .where(inArray(cartPackageItems.id, cartItemIds));
    return new Map(rows.map(({ id, ...facts }) => [id, facts]));
  },

  async deleteMany(db: Executor, lineIds: number[]): Promise<void> {
    if (lineIds.length) await db.delete(cartPackages).where(inArray(cartPackages.id, lineIds));
  },

  /** The line an item belongs to, when that line is in this cart. */
  async lineOfItem(db: Executor, cartId: number, itemId: number): Promise<CartLineRow | null> {
    const [row] = await db
      .select({ line: cartPackages })
      .from(cartPackageItems)
      .innerJoin(cartPackages, eq(cartPackages.id, cartPackageItems.cartPackageId))
      .where(and(eq(cartPackageItems.id, itemId), eq(cartPackages.cartId, cartId)));
    return row?.line ?? null;
  },
};

/** The image and text nodes of cart items, as a customer edits them. */
export const cartNodesRepository = {
  async findTextNode(db: Executor, id: number) {
    const [row] = await db.select().from(cartTextNodes).where(eq(cartTextNodes.id, id));
    return row ?? null;
  },

  async setText(db: Executor, id: number, value: string | null): Promise<void> {
    await db.update(cartTextNodes).set({ value }).where(eq(cartTextNodes.id, id));
  },

  async findImageNode(db: Executor, id: number) {
    const [row] = await db.select().from(cartImageNodes).where(eq(cartImageNodes.id, id));
    return row ?? null;
  },

  async updateImageNode(db: Executor, id: number, patch: ImageNodePatch): Promise<void> {
    if (Object.keys(patch).length) await db.update(cartImageNodes).set(patch).where(eq(cartImageNodes.id, id));
  },
};
