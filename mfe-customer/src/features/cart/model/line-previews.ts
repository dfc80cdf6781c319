import { isPrintProduct, isWalletProduct, type CartPackage, type CustomerPackage, type PrintPreviewInput } from '@shutterday/domain';

export interface LinePreview {
  key: number;
  itemName: string;
  input: PrintPreviewInput;
}

export const isPrinted = (code: string | null) => isPrintProduct(code) || isWalletProduct(code);

/**
 * What the renderer needs to draw each printed item of a cart line: the catalogue item (found in the
 * package as the editor finds it: same name and product, else the same place), each node's signed photo
 * URL with its crop and turn, the texts and the background. Digital items are not printed.
 */
export function linePreviews(line: CartPackage, pkg: CustomerPackage | undefined): LinePreview[] {
  if (!pkg) return [];
  return line.cartPackageItems.flatMap((item, index) => {
    if (!isPrinted(item.productCode)) return [];
    const source = pkg.items.find((p) => p.name === item.name && p.productCode === item.productCode) ?? pkg.items[index];
    if (!source) return [];
    const input: PrintPreviewInput = {
      packageItemId: source.id,
      photos: item.imageNodes.map((node) => (node.imageThumbnailUrl ? { imageUrl: node.imageThumbnailUrl, crop: node.cropDimensions, rotation: node.rotation } : null)),
      backgroundId: line.greenScreen?.id ?? null,
      texts: item.textNodes.map((node) => (node.obscure ? null : node.value)),
    };
    return [{ key: item.id, itemName: item.name, input }];
  });
}
