import type { AddonType } from '../../catalog';
import type { Cart, CartOrderService, CartPackage, CartPackageItem, ImageNode, PackageAddon, TextNode } from '..';

let nextId = 1000;
const id = () => nextId++;

export const addon = (type: AddonType, requiredMinPrice: number | null = null): PackageAddon => ({
  id: id(),
  packageId: id(),
  type,
  requiredMinPrice,
  requiresStandard: true,
});

export const line = (over: Partial<CartPackage> & { id: number }): CartPackage => ({
  packageId: id(),
  subjectId: 1,
  quantity: 1,
  price: 1000,
  subjectName: 'Ava Lee',
  greenScreen: null,
  addon: null,
  cartPackageItems: [],
  ...over,
});

export const service = (over: Partial<CartOrderService> & { id: number }): CartOrderService => ({
  subjectId: 1,
  price: 500,
  orderServiceId: 1,
  enabled: true,
  nameOnAllWallets: false,
  nameOnWallets: false,
  nameOnAllPrints: false,
  yearOnAllWallets: false,
  yearOnAllPrints: false,
  nameToPrint: null,
  yearToPrint: null,
  ...over,
});

export const cart = (cartPackages: CartPackage[], services: Partial<Cart['cartOrderServicesDetails']> = {}): Cart => ({
  id: 1,
  jobId: 10,
  cartPackages,
  subjects: [{ id: 1, firstName: 'Ava', lastName: 'Lee' }],
  cartOrderServicesDetails: { cartOrderServices: [], imageLevel: false, retouches: [], personalizations: [], ...services },
});

export const imageNode = (over: Partial<ImageNode> = {}): ImageNode => ({
  id: id(),
  name: 'image1',
  static: false,
  positionCoords: null,
  productCode: null,
  subjectImageId: null,
  groupImageId: null,
  replacementImageId: null,
  cropDimensions: null,
  frontendCropDimensions: null,
  rotation: 0,
  imageThumbnailUrl: null,
  ...over,
});

export const textNode = (over: Partial<TextNode> = {}): TextNode => ({
  id: id(),
  name: 'name',
  value: null,
  editable: true,
  dataSource: null,
  altDataSource: null,
  obscure: false,
  autoFilled: false,
  ...over,
});

export const item = (over: Partial<CartPackageItem> = {}): CartPackageItem => ({
  id: id(),
  packageItemId: id(),
  name: '8x10',
  productCode: '8x10',
  imageNodes: [],
  textNodes: [],
  frontendCropDimensions: null,
  ...over,
});
