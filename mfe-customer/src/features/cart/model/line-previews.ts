import { isPrintProduct, isWalletProduct, personalizationPreviewLines, type CartOrderService, type CartPackage, type PrintPreviewInput } from '@shutterday/domain';

export interface LinePreview {
  key: number;
  itemName: string;
  input: PrintPreviewInput;
}

export const isPrinted = (code: string | null) => isPrintProduct(code) || isWalletProduct(code);

/**
 * What the renderer needs to draw each printed item of a cart line: the catalogue item it was made from,
 * each node's signed photo URL with its crop and turn, the texts, the background and the child's
 * personalization (the cart's `personalizations`), exactly what the print file will carry. All of it is in
 * the cart itself, so a cart's previews are asked for as soon as the cart arrives. Digital items are not printed.
 */
export function linePreviews(line: CartPackage, personalizations: readonly CartOrderService[]): LinePreview[] {
  return line.cartPackageItems.flatMap((item) => {
    if (!isPrinted(item.productCode)) return [];
    const input: PrintPreviewInput = {
      packageItemId: item.packageItemId,
      photos: item.imageNodes.map((node) => (node.imageThumbnailUrl ? { imageUrl: node.imageThumbnailUrl, crop: node.cropDimensions, rotation: node.rotation } : null)),
      backgroundId: line.greenScreen?.id ?? null,
      texts: item.textNodes.map((node) => (node.obscure ? null : node.value)),
      extraLines: personalizationPreviewLines(item.productCode, line.subjectId, personalizations),
    };
    return [{ key: item.id, itemName: item.name, input }];
  });
}

/** The print the cart shows first (its first line's first printed item): the page's largest image on a phone. */
export function firstLinePreview(lines: readonly CartPackage[], personalizations: readonly CartOrderService[]): LinePreview | null {
  const first = lines[0];
  return first ? (linePreviews(first, personalizations)[0] ?? null) : null;
}
