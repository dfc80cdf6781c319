import type { ImageNode, Package, PackageAddon, PackageItem, TextNode } from '@shutterday/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobPackageSets, packageAddons, packageItemImageNodes, packageItems, packageItemTextNodes, packages } from '../../../db/schema';

type AddonRow = typeof packageAddons.$inferSelect;
type ImageNodeRow = typeof packageItemImageNodes.$inferSelect;
type TextNodeRow = typeof packageItemTextNodes.$inferSelect;

export function toAddon(row: AddonRow | null): PackageAddon | null {
  return row ? { id: row.id, packageId: row.packageId, type: row.type, requiredMinPrice: row.requiredMinPrice, requiresStandard: row.requiresStandard } : null;
}

/** A catalogue image node as an empty slot. */
export function emptyImageNode(row: ImageNodeRow): ImageNode {
  return {
    id: row.id, name: row.name, static: row.static, positionCoords: row.positionCoords, productCode: row.productCode,
    subjectImageId: null, groupImageId: null, replacementImageId: null, cropDimensions: null, frontendCropDimensions: null, rotation: 0, imageThumbnailUrl: null,
  };
}

export function catalogTextNode(row: TextNodeRow): TextNode {
  return { id: row.id, name: row.name, value: row.value, editable: row.editable, dataSource: row.dataSource, altDataSource: row.altDataSource, obscure: row.obscure, autoFilled: row.autoFilled };
}

export interface CatalogPackage extends Package {
  allowConsumerCrop: boolean;
  /** The catalogue rows behind the nodes, to validate what a customer posts. */
  imageNodeRows: Map<number, ImageNodeRow & { packageItemId: number }>;
  textNodeRows: Map<number, TextNodeRow>;
}

/** The packages a job offers (through its package sets), with items, nodes and add-on rule; prices in cents. */
export const jobPackagesRepository = {
  async list(db: Executor, jobId: number, onlyPackageId?: number): Promise<CatalogPackage[]> {
    const rows = await db
      .select({ pkg: packages, addon: packageAddons })
      .from(packages)
      .innerJoin(jobPackageSets, eq(jobPackageSets.packageSetId, packages.packageSetId))
      .leftJoin(packageAddons, eq(packageAddons.packageId, packages.id))
      .where(eq(jobPackageSets.jobId, jobId))
      .orderBy(asc(packages.sortOrder), asc(packages.id));
    const chosen = onlyPackageId === undefined ? rows : rows.filter((row) => row.pkg.id === onlyPackageId);
    if (chosen.length === 0) return [];
    const ids = [...new Set(chosen.map((row) => row.pkg.id))];
    const items = await db.select().from(packageItems).where(inArray(packageItems.packageId, ids)).orderBy(asc(packageItems.sortOrder), asc(packageItems.id));
    const itemIds = items.map((item) => item.id);
    const [imageNodes, textNodes] = itemIds.length
      ? await Promise.all([
          db.select().from(packageItemImageNodes).where(inArray(packageItemImageNodes.packageItemId, itemIds)).orderBy(asc(packageItemImageNodes.id)),
          db.select().from(packageItemTextNodes).where(inArray(packageItemTextNodes.packageItemId, itemIds)).orderBy(asc(packageItemTextNodes.id)),
        ])
      : [[], []];
    const seen = new Set<number>();
    return chosen.flatMap(({ pkg, addon }) => {
      if (seen.has(pkg.id)) return [];
      seen.add(pkg.id);
      const own = items.filter((item) => item.packageId === pkg.id);
      const packageItemsOut: PackageItem[] = own.map((item) => ({
        id: item.id,
        name: item.name,
        altName: item.altName,
        allowConsumerCrop: item.allowConsumerCrop && pkg.allowConsumerCrop,
        positionCoords: item.positionCoords,
        productCode: item.productCode,
        imageNodes: imageNodes.filter((n) => n.packageItemId === item.id).map(emptyImageNode),
        textNodes: textNodes.filter((n) => n.packageItemId === item.id).map(catalogTextNode),
      }));
      const ownItemIds = new Set(own.map((item) => item.id));
      return [{
        id: pkg.id,
        name: pkg.name,
        altName: pkg.altName,
        altDescription: pkg.altDescription,
        retailCost: pkg.retailCost,
        items: packageItemsOut,
        packageAddon: toAddon(addon),
        allowConsumerCrop: pkg.allowConsumerCrop,
        imageNodeRows: new Map(imageNodes.filter((n) => ownItemIds.has(n.packageItemId)).map((n) => [n.id, n])),
        textNodeRows: new Map(textNodes.filter((n) => ownItemIds.has(n.packageItemId)).map((n) => [n.id, n])),
      }];
    });
  },

  async find(db: Executor, jobId: number, packageId: number): Promise<CatalogPackage | null> {
    return (await this.list(db, jobId, packageId))[0] ?? null;
  },
};

/** The public shape: the domain Package without the validation maps. */
export function toPublicPackage({ imageNodeRows: _i, textNodeRows: _t, allowConsumerCrop: _c, ...pkg }: CatalogPackage): Package {
  return pkg;
}
