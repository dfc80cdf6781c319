import { isDigitalDownload } from '../catalog';
import type { Cart, CartPackage, CartPackageItem, ImageNode, TextNode } from './types';

/** A text node is filled when its value holds something besides whitespace. */
export function isTextNodeFilled(node: Pick<TextNode, 'value'>): boolean {
  return (node.value ?? '').trim() !== '';
}

/**
 * An image node is filled when it holds a subject image or a group image. Static nodes are
 * fixed artwork the customer cannot change, so they never block completeness.
 */
export function isImageNodeFilled(node: Pick<ImageNode, 'static' | 'subjectImageId' | 'groupImageId'>): boolean {
  return node.static || node.subjectImageId != null || node.groupImageId != null;
}

/**
 * Cart item completeness (spec §5): a digital download is always complete; any other item needs
 * every text node non-blank and every image node filled.
 */
export function isCartItemComplete(item: Pick<CartPackageItem, 'productCode' | 'imageNodes' | 'textNodes'>): boolean {
  if (isDigitalDownload(item.productCode)) return true;
  return item.textNodes.every(isTextNodeFilled) && item.imageNodes.every(isImageNodeFilled);
}

export function isCartPackageComplete(cartPackage: Pick<CartPackage, 'cartPackageItems'>): boolean {
  return cartPackage.cartPackageItems.every(isCartItemComplete);
}

/** The lines that still need the customer's input before checkout. */
export function incompleteCartPackages(cart: Pick<Cart, 'cartPackages'>): CartPackage[] {
  return cart.cartPackages.filter((p) => !isCartPackageComplete(p));
}
