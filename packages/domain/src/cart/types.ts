import type { AddonType } from '../catalog';
import type { Crop } from '../crop';

/** Spec §3 "Image node". Ids are numbers; a slot not yet filled holds null. */
export interface ImageNode {
  id: number;
  name: string;
  /** Fixed artwork (a logo, a frame): nothing for the customer to choose. */
  static: boolean;
  positionCoords: string | null;
  productCode: string | null;
  subjectImageId: number | null;
  groupImageId: number | null;
  replacementImageId: number | null;
  cropDimensions: Crop | null;
  frontendCropDimensions: Crop | null;
  rotation: number;
  imageThumbnailUrl: string | null;
}

/** Spec §3 "Text node". */
export interface TextNode {
  id: number;
  name: string;
  value: string | null;
  editable: boolean;
  dataSource: string | null;
  altDataSource: string | null;
  /** The value is personal data shown masked (see text/masking). */
  obscure: boolean;
  /** Filled from the subject's data rather than typed by the customer. */
  autoFilled: boolean;
}

/** Spec §3 "Package item". */
export interface PackageItem {
  id: number;
  name: string;
  altName: string | null;
  allowConsumerCrop: boolean;
  positionCoords: string | null;
  productCode: string | null;
  imageNodes: ImageNode[];
  textNodes: TextNode[];
}

/** Spec §3 "packageAddon". requiredMinPrice in cents; null means 0. */
export interface PackageAddon {
  id: number;
  packageId: number;
  type: AddonType;
  requiredMinPrice: number | null;
  requiresStandard: boolean;
}

/** Spec §3 "Package". retailCost in cents. A package without packageAddon is a standard package. */
export interface Package {
  id: number;
  name: string;
  altName: string | null;
  altDescription: string | null;
  retailCost: number;
  items: PackageItem[];
  packageAddon: PackageAddon | null;
}

/** Spec §3 "Cart package item". */
export interface CartPackageItem {
  id: number;
  /** The catalogue package item it was made from: what the print renderer draws it as. */
  packageItemId: number;
  name: string;
  productCode: string | null;
  imageNodes: ImageNode[];
  textNodes: TextNode[];
  frontendCropDimensions: Crop | null;
}

/**
 * Spec §3 "Cart package". `price` is the unit price in cents. `addon` is copied from the package
 * when the line is created so that every cart rule works from the cart alone.
 */
export interface CartPackage {
  id: number;
  packageId: number;
  subjectId: number;
  quantity: number;
  price: number;
  subjectName: string;
  greenScreen: { id: number } | null;
  addon: PackageAddon | null;
  cartPackageItems: CartPackageItem[];
}

/** Spec §3 "Cart order service" (a retouch or a personalization). price in cents. */
export interface CartOrderService {
  id: number;
  subjectId: number;
  price: number;
  orderServiceId: number;
  enabled: boolean;
  nameOnAllWallets: boolean;
  nameOnWallets: boolean;
  nameOnAllPrints: boolean;
  yearOnAllWallets: boolean;
  yearOnAllPrints: boolean;
  nameToPrint: string | null;
  yearToPrint: string | null;
}

/** An order-level service of a cart (cartOrderServices). price in cents. */
export interface CartService {
  id: number;
  orderServiceId: number;
  name: string;
  price: number;
}

export interface CartOrderServicesDetails {
  cartOrderServices: CartService[];
  imageLevel: boolean;
  retouches: CartOrderService[];
  personalizations: CartOrderService[];
}

/** Spec §3 "Cart (cartDetails)". */
export interface Cart {
  id: number;
  jobId: number;
  cartPackages: CartPackage[];
  subjects: Array<{ id: number; firstName: string; lastName: string }>;
  cartOrderServicesDetails: CartOrderServicesDetails;
}

/** Which service list a service belongs to. */
export type CartServiceKind = 'cartOrderServices' | 'retouches' | 'personalizations';
