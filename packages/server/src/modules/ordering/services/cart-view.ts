import {
  hasStandardPackage, incompleteCartPackages, packageDisplayName, totalForMethod, type Cart, type CartDetails, type CartOrderService, type CartPackage, type Crop, type OrderAnswer, type OrderMethod,
} from '@shutterday/domain';
import type { Executor } from '../../../db/client';
import { cartContentsRepository, type CartContentRows, type ServiceRow } from '../repositories/cart-contents';
import type { CartRow } from '../repositories/carts';
import { toAddon } from '../../catalog';
import { ok } from '../../../http/envelope';
import { imageUrl, imageUrlExpiry } from '../../../services/images/signed-urls';

export interface LoadedCart {
  row: CartRow;
  cart: Cart;
  details: CartDetails;
}

/** The answer while a customer has no cart for the job yet (id 0). */
export function emptyCartDetails(jobId: number, orderMethod: OrderMethod | null): CartDetails {
  return {
    id: 0, jobId, cartPackages: [], subjects: [], cartOrderServicesDetails: { cartOrderServices: [], imageLevel: false, retouches: [], personalizations: [] },
    orderMethod, status: 'open', total: 0, incompleteCartPackageIds: [], hasStandardPackage: false, packageNames: {}, replacedBy: {}, lineAnswers: {},
  };
}

/** A line's stored dataFields as answers (name and value); anything else stored there is left out. */
function answersOf(dataFields: unknown): OrderAnswer[] {
  if (!Array.isArray(dataFields)) return [];
  return dataFields.flatMap((field: unknown) => {
    const { name, value } = (field ?? {}) as { name?: unknown; value?: unknown };
    return typeof name === 'string' && (typeof value === 'string' || value === null) ? [{ name, value }] : [];
  });
}

const crop = (value: unknown): Crop | null => (value && typeof value === 'object' ? (value as Crop) : null);

/**
 * The cart as the domain rules see it. Prices are read from the catalogue now (package retail cost plus
 * the green-screen background's price, the order service's price), never from what a line stored.
 */
export async function loadCart(db: Executor, row: CartRow, secret: Uint8Array): Promise<LoadedCart> {
  return assembleCart(row, await cartContentsRepository.load(db, row.id), secret);
}

/**
 * The cart details answer as JSON, worked out once per contents read: contents kept in memory
 * (ordering-jobs findWithCartKept) are the same object from read to read, and the answer depends only on
 * them, the cart row's id, method and status, and the step of the image URLs' expiry.
 */
const answers = new WeakMap<CartContentRows, { key: string; json: string }>();

export function cartDetailsJson(row: CartRow, contents: CartContentRows, secret: Uint8Array, now = Date.now()): string {
  const key = `${row.id}:${row.jobId}:${row.orderMethod}:${row.status}:${imageUrlExpiry(now)}`;
  const known = answers.get(contents);
  if (known?.key === key) return known.json;
  const json = JSON.stringify(ok(assembleCart(row, contents, secret, now).details));
  answers.set(contents, { key, json });
  return json;
}

/** The cart from contents already read (e.g. with the job gate's query). */
export function assembleCart(row: CartRow, { lines, services, imageLevel }: CartContentRows, secret: Uint8Array, now = Date.now()): LoadedCart {
  const thumb = (id: number | null) => (id === null ? null : imageUrl(secret, id, 'thumbnail', now));
  const cartPackagesOut: CartPackage[] = lines.map((line) => ({
    id: line.id,
    packageId: line.packageId,
    subjectId: line.subjectId,
    quantity: line.quantity,
    price: line.retailCost + (line.greenScreenPrice ?? 0),
    subjectName: `${line.firstName} ${line.lastName}`,
    greenScreen: line.greenScreenBackgroundId === null ? null : { id: line.greenScreenBackgroundId },
    addon: toAddon(line.addon),
    cartPackageItems: line.items.map((item) => ({
      id: item.id,
      packageItemId: item.packageItemId,
      name: item.name,
      productCode: item.productCode,
      frontendCropDimensions: crop(item.frontendCropDimensions),
      imageNodes: item.imageNodes.map((node) => ({
        id: node.id, name: node.name, static: node.static, positionCoords: node.positionCoords, productCode: node.productCode,
        subjectImageId: node.subjectImageId, groupImageId: node.groupImageId, replacementImageId: node.replacementImageId,
        cropDimensions: crop(node.cropDimensions), frontendCropDimensions: crop(node.frontendCropDimensions), rotation: node.rotation,
        imageThumbnailUrl: thumb(node.replacementImageId ?? node.subjectImageId ?? node.groupImageId),
      })),
      textNodes: item.textNodes.map((node) => ({
        id: node.id, name: node.name, value: node.value, editable: node.editable, dataSource: node.dataSource, altDataSource: node.altDataSource, obscure: node.obscure, autoFilled: node.autoFilled,
      })),
    })),
  }));
  const toService = (service: ServiceRow): CartOrderService => ({
    id: service.id, subjectId: service.subjectId, price: service.price, orderServiceId: service.orderServiceId, enabled: service.enabled,
    nameOnAllWallets: service.nameOnAllWallets, nameOnWallets: service.nameOnWallets, nameOnAllPrints: service.nameOnAllPrints,
    yearOnAllWallets: service.yearOnAllWallets, yearOnAllPrints: service.yearOnAllPrints, nameToPrint: service.nameToPrint, yearToPrint: service.yearToPrint,
  });
  const people = [...lines, ...services].map((s) => ({ id: s.subjectId, firstName: s.firstName, lastName: s.lastName }));
  const subjectsById = new Map(people.map((s) => [s.id, s]));
  const cart: Cart = {
    id: row.id,
    jobId: row.jobId,
    cartPackages: cartPackagesOut,
    subjects: [...subjectsById.values()],
    cartOrderServicesDetails: {
      // Enabled services are also order-level lines, so cartTotal and prepayTotal agree on them.
      cartOrderServices: services.filter((s) => s.enabled).map((s) => ({ id: s.id, orderServiceId: s.orderServiceId, name: s.name, price: s.price })),
      imageLevel: imageLevel ?? false,
      retouches: services.filter((s) => s.code === 'retouch').map(toService),
      personalizations: services.filter((s) => s.code === 'personalization').map(toService),
    },
  };
  const details: CartDetails = {
    ...cart,
    orderMethod: row.orderMethod,
    status: row.status === 'submitted' ? 'submitted' : 'open',
    total: totalForMethod(cart, row.orderMethod),
    incompleteCartPackageIds: incompleteCartPackages(cart).map((p) => p.id),
    hasStandardPackage: hasStandardPackage(cart.cartPackages),
    packageNames: Object.fromEntries(lines.map((l) => [l.packageId, packageDisplayName({ name: l.packageName, altName: l.packageAltName })])),
    replacedBy: Object.fromEntries(lines.flatMap((l) => (l.currentPackageId === null ? [] : [[l.packageId, l.currentPackageId]]))),
    lineAnswers: Object.fromEntries(lines.flatMap((l) => (answersOf(l.dataFields).length === 0 ? [] : [[l.id, answersOf(l.dataFields)]]))),
  };
  return { row, cart, details };
}
