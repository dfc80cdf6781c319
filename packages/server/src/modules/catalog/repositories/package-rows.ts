import type { StudioPackage, StudioPackageItem } from '@shutterday/domain';
import { type PackageCreate } from '@shutterday/domain/staff';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cartPackages, orderLines, packageAddons, packageItemImageNodes, packageItems, packageItemTextNodes, packages, packageSets } from '../../../db/schema';
import { catalogTextNode, emptyImageNode, toAddon } from './job-packages';

/** Orders or carts (any state) hold the package: it must never change under them. */
export const packageInUse = sql<boolean>`(exists (select 1 from ${orderLines} where ${orderLines.packageId} = "packages"."id") or exists (select 1 from ${cartPackages} where ${cartPackages.packageId} = "packages"."id"))`;

/** Packages matching `where`, with their set, add-on rule, items and nodes, as staff see them. */
export async function loadStudioPackages(db: Executor, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<StudioPackage[]> {
  const query = db
    .select({ pkg: packages, addon: packageAddons, setName: packageSets.name, inUse: packageInUse })
    .from(packages)
    .leftJoin(packageAddons, eq(packageAddons.packageId, packages.id))
    .leftJoin(packageSets, eq(packageSets.id, packages.packageSetId))
    .where(where)
    .orderBy(asc(packages.sortOrder), asc(packages.name), asc(packages.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const items = await db.select().from(packageItems).where(inArray(packageItems.packageId, rows.map((row) => row.pkg.id))).orderBy(asc(packageItems.sortOrder), asc(packageItems.id));
  const itemIds = items.map((item) => item.id);
  const [imageNodes, textNodes] = itemIds.length
    ? await Promise.all([
        db.select().from(packageItemImageNodes).where(inArray(packageItemImageNodes.packageItemId, itemIds)).orderBy(asc(packageItemImageNodes.id)),
        db.select().from(packageItemTextNodes).where(inArray(packageItemTextNodes.packageItemId, itemIds)).orderBy(asc(packageItemTextNodes.id)),
      ])
    : [[], []];
  return rows.map(({ pkg, addon, setName, inUse }) => ({
    id: pkg.id,
    name: pkg.name,
    altName: pkg.altName,
    altDescription: pkg.altDescription,
    retailCost: pkg.retailCost,
    allowConsumerCrop: pkg.allowConsumerCrop,
    packageAddon: toAddon(addon),
    items: items
      .filter((item) => item.packageId === pkg.id)
      .map((item): StudioPackageItem => ({
        id: item.id,
        name: item.name,
        altName: item.altName,
        allowConsumerCrop: item.allowConsumerCrop,
        positionCoords: item.positionCoords,
        productCode: item.productCode,
        quantity: item.quantity,
        imageNodes: imageNodes.filter((node) => node.packageItemId === item.id).map(emptyImageNode),
        textNodes: textNodes.filter((node) => node.packageItemId === item.id).map(catalogTextNode),
      })),
    version: pkg.version,
    packageSetId: pkg.packageSetId,
    packageSetName: setName,
    archivedAt: pkg.archivedAt?.toISOString() ?? null,
    replacesPackageId: pkg.replacesPackageId,
    inUse: Boolean(inUse),
  }));
}

/** Writes the add-on rule, items and nodes of a package (a new row, or one whose old contents were removed). */
export async function insertPackageContents(db: Executor, packageId: number, input: PackageCreate): Promise<void> {
  await db.insert(packageAddons).values({ packageId, ...input.addon });
  for (const [index, item] of input.items.entries()) {
    const [row] = await db
      .insert(packageItems)
      .values({ packageId, name: item.name, altName: item.altName, productCode: item.productCode, positionCoords: item.positionCoords, quantity: item.quantity, allowConsumerCrop: item.allowConsumerCrop, sortOrder: index })
      .returning({ id: packageItems.id });
    if (item.imageNodes.length) await db.insert(packageItemImageNodes).values(item.imageNodes.map((node) => ({ packageItemId: row!.id, ...node })));
    if (item.textNodes.length) await db.insert(packageItemTextNodes).values(item.textNodes.map((node) => ({ packageItemId: row!.id, ...node })));
  }
}

export async function removePackageContents(db: Executor, packageId: number): Promise<void> {
  await db.delete(packageItems).where(eq(packageItems.packageId, packageId));
  await db.delete(packageAddons).where(eq(packageAddons.packageId, packageId));
}
