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

/** One choice a package still needs before it can be ordered, with the words a parent reads. */
export interface MissingChoice {
  kind: 'text' | 'photo';
  nodeId: number;
  itemName: string;
  /** "the name printed on the 8x10", "a photo for the Wallets". */
  label: string;
}

type ItemForChoices = Pick<CartPackageItem, 'name' | 'productCode' | 'imageNodes' | 'textNodes'>;

/** The text a node asks for, in words: a node named "Name" holds the name printed on the photo. */
export function textNodeLabel(nodeName: string): string {
  const name = nodeName.trim().toLowerCase();
  return name === '' || name === 'name' ? 'name' : name;
}

/**
 * What still blocks a package (spec §5 completeness), item by item in package order: the same rule
 * as {@link isCartItemComplete}, but naming each blank text and empty photo slot so that a form can
 * refuse a save with the field named and the cart can say what is missing.
 */
export function missingChoices(items: readonly ItemForChoices[]): MissingChoice[] {
  const missing: MissingChoice[] = [];
  for (const item of items) {
    if (isDigitalDownload(item.productCode)) continue;
    for (const node of item.textNodes) {
      if (!isTextNodeFilled(node)) {
        missing.push({ kind: 'text', nodeId: node.id, itemName: item.name, label: `the ${textNodeLabel(node.name)} printed on the ${item.name}` });
      }
    }
    for (const node of item.imageNodes) {
      if (!isImageNodeFilled(node)) missing.push({ kind: 'photo', nodeId: node.id, itemName: item.name, label: `a photo for the ${item.name}` });
    }
  }
  return missing;
}

/** "This package still needs: the name printed on the 8x10 and a photo for the Wallets." */
export function missingChoicesSentence(missing: readonly MissingChoice[]): string {
  const labels = [...new Set(missing.map((m) => m.label))];
  if (labels.length === 0) return '';
  const list = labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  return `This package still needs: ${list}.`;
}
