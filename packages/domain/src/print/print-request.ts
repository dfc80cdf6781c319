import type { CartOrderService, ImageNode, TextNode } from '../cart';
import { isWalletProduct } from '../catalog';
import { photoPlaceHolds } from '../text/image-node-names';
import type { PrintPhoto, PrintRequest } from './print-description';
import type { PrintTextInput } from './print-text';

/** The parts of a cart or order item (its catalogue nodes filled with the parent's choices) a print needs. */
export interface FilledItem {
  productCode: string | null;
  positionCoords?: string | null;
  imageNodes: readonly (Pick<ImageNode, 'name' | 'positionCoords' | 'subjectImageId' | 'groupImageId' | 'replacementImageId' | 'cropDimensions' | 'frontendCropDimensions' | 'rotation'> & { static?: boolean | null })[];
  textNodes: readonly Pick<TextNode, 'name' | 'value' | 'obscure'>[];
}

/** The photo a node prints: the studio's replacement (a retouch) first, then the subject's or the group's. */
export function printedImageId(node: FilledItem['imageNodes'][number]): { id: number; group: boolean } | null {
  const id = node.replacementImageId ?? node.subjectImageId;
  if (id != null) return { id, group: false };
  return node.groupImageId != null ? { id: node.groupImageId, group: true } : null;
}

/**
 * The personalization's extra lines for this product (spec §3 "Cart order service"): the name and the year
 * on prints, or on wallets, as the parent ticked them; nothing when the service is off.
 */
export function personalizationLines(productCode: string | null, service: Pick<CartOrderService, 'enabled' | 'nameOnAllPrints' | 'yearOnAllPrints' | 'nameOnWallets' | 'nameOnAllWallets' | 'yearOnAllWallets' | 'nameToPrint' | 'yearToPrint'> | null | undefined): PrintTextInput[] {
  if (!service?.enabled) return [];
  const wallet = isWalletProduct(productCode);
  const name = wallet ? service.nameOnWallets || service.nameOnAllWallets : service.nameOnAllPrints;
  const year = wallet ? service.yearOnAllWallets : service.yearOnAllPrints;
  return [...(name ? [{ name: 'Personalized name', value: service.nameToPrint }] : []), ...(year ? [{ name: 'Personalized year', value: service.yearToPrint }] : [])];
}

/**
 * A filled item to the renderer's request. `photos` holds the size of every photo the nodes name (a photo
 * missing from it prints as an empty slot); `backgroundId` is the line's green screen.
 */
export function printRequestOf(item: FilledItem, photos: ReadonlyMap<number, { width: number; height: number }>, options: { backgroundId?: number | null; extraLines?: PrintTextInput[] } = {}): PrintRequest {
  return {
    productCode: item.productCode ?? '',
    positionCoords: item.positionCoords ?? null,
    backgroundId: options.backgroundId ?? null,
    slots: item.imageNodes.map((node) => {
      const chosen = printedImageId(node);
      const size = chosen ? photos.get(chosen.id) : undefined;
      const photo: PrintPhoto | null = chosen && size ? { id: chosen.id, width: size.width, height: size.height, group: chosen.group } : null;
      return { name: node.name, positionCoords: node.positionCoords, photo, crop: node.cropDimensions ?? node.frontendCropDimensions, rotation: node.rotation };
    }),
    texts: [...item.textNodes.map((node) => ({ name: node.name, value: node.value, obscure: node.obscure })), ...(options.extraLines ?? [])],
  };
}

/** Why a print file is not made when a photo it needs is missing (the studio sees it on the order). */
export const PRINT_PHOTO_MISSING = 'A photo this print needs is missing, so no print file was made';

/**
 * Whether a filled item would print without a photo it needs: it has no place that holds a photo
 * (`photoPlaceHolds`), or such a place has no photo chosen, or names one whose size is not in `photos` (no
 * longer stored). Such a print is never made, so it is never ready and never reaches a lab.
 */
export function printLacksPhoto(item: Pick<FilledItem, 'imageNodes'>, photos: ReadonlyMap<number, unknown>): boolean {
  const places = item.imageNodes.filter((node) => photoPlaceHolds({ name: node.name, static: node.static }) !== null);
  if (places.length === 0) return true;
  return places.some((node) => {
    const chosen = printedImageId(node);
    return chosen === null || !photos.has(chosen.id);
  });
}
