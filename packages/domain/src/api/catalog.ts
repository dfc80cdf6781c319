import type { Package, PackageItem } from '../cart/types';

export interface StudioPackageItem extends PackageItem {
  quantity: number;
}

/** A studio's package as staff see it (spec §3 Package plus its place and history). */
export interface StudioPackage extends Omit<Package, 'items'> {
  items: StudioPackageItem[];
  version: number;
  allowConsumerCrop: boolean;
  packageSetId: number | null;
  packageSetName: string | null;
  /** Set when the package was archived (deleted, or replaced by a newer version, while orders held it). */
  archivedAt: string | null;
  /** The version this one replaced (an edit of a package that orders held). */
  replacesPackageId: number | null;
  /** Orders or carts hold it: an edit makes a new version, a delete archives it. */
  inUse: boolean;
}

export interface PackageSet {
  id: number;
  name: string;
  version: number;
  packageCount: number;
}

export interface PackageSetWithPackages extends PackageSet {
  packages: StudioPackage[];
}

export interface CouponCode {
  id: number;
  code: string;
  discountType: 'percent' | 'amount';
  value: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  uses: number;
  jobId: number | null;
  /** The job's name, shown where the coupon's scope is listed (null when studio-wide). */
  jobName: string | null;
  version: number;
}

export interface JobPromotion {
  id: number;
  jobId: number;
  code: string;
  name: string;
  discountType: 'percent' | 'amount';
  value: number;
  minimumTotal: number;
  startsAt: string | null;
  endsAt: string | null;
  version: number;
}

export interface PackagePreferences {
  defaultPackageSetId: number | null;
  prepayAvailable: boolean;
  galleryAvailable: boolean;
  version: number;
}

export interface CatalogProduct {
  id: number;
  code: string;
  name: string;
  digital: boolean;
}
