import {
  hasStandardPackage, incompleteCartPackages, packageDisplayName, totalForMethod, type Cart, type CartDetails, type CartOrderService, type CartPackage, type Crop, type OrderMethod,
} from '@shutterday/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  cartImageNodes, cartOrderServices, cartPackageItems, cartPackages, cartTextNodes, greenScreenBackgrounds, jobOrderServices, orderServices,
  packageAddons, packageItemImageNodes, packageItems, packageItemTextNodes, packages, subjects,
} from '../../../db/schema';
import type { CartRow } from '../repositories/carts';
import { toAddon } from '../../catalog/repositories/job-packages';
import { imageUrl } from '../../../services/images/signed-urls';

export interface LoadedCart {
  row: CartRow;
  cart: Cart;
  details: CartDetails;
}

/** The answer while a customer has no cart for the job yet (id 0). */
export function emptyCartDetails(jobId: number, orderMethod: OrderMethod | null): CartDetails {
  return {
    id: 0, jobId, cartPackages: [], subjects: [], cartOrderServicesDetails: { cartOrderServices: [], imageLevel: false, retouches: [], personalizations: [] },
    orderMethod, status: 'open', total: 0, incompleteCartPackageIds: [], hasStandardPackage: false, packageNames: {},
  };
}

const crop = (value: unknown): Crop | null => (value && typeof value === 'object' ? (value as Crop) : null);

/**
 * The cart as the domain rules see it. Prices are read from the catalogue now (package retail cost plus
 * the green-screen background's price, the order service's price), never from what a line stored.
 */
export async function loadCart(db: Executor, row: CartRow, secret: Uint8Array): Promise<LoadedCart> {
  const lines = await db
    .select({ line: cartPackages, pkg: packages, addon: packageAddons, subject: subjects, greenScreenPrice: greenScreenBackgrounds.price })
    .from(cartPackages)
    .innerJoin(packages, eq(packages.id, cartPackages.packageId))
    .innerJoin(subjects, eq(subjects.id, cartPackages.subjectId))
    .leftJoin(packageAddons, eq(packageAddons.packageId, packages.id))
    .leftJoin(greenScreenBackgrounds, eq(greenScreenBackgrounds.id, cartPackages.greenScreenBackgroundId))
    .where(eq(cartPackages.cartId, row.id))
    .orderBy(asc(cartPackages.id));
  const lineIds = lines.map((l) => l.line.id);
  const items = lineIds.length
    ? await db.select({ item: cartPackageItems, catalog: packageItems }).from(cartPackageItems).innerJoin(packageItems, eq(packageItems.id, cartPackageItems.packageItemId)).where(inArray(cartPackageItems.cartPackageId, lineIds)).orderBy(asc(packageItems.sortOrder), asc(cartPackageItems.id))
    : [];
  const itemIds = items.map((i) => i.item.id);
  const [imageNodes, textNodes] = itemIds.length
    ? await Promise.all([
        db.select({ node: cartImageNodes, catalog: packageItemImageNodes }).from(cartImageNodes).innerJoin(packageItemImageNodes, eq(packageItemImageNodes.id, cartImageNodes.packageItemImageNodeId)).where(inArray(cartImageNodes.cartPackageItemId, itemIds)).orderBy(asc(cartImageNodes.id)),
        db.select({ node: cartTextNodes, catalog: packageItemTextNodes }).from(cartTextNodes).innerJoin(packageItemTextNodes, eq(packageItemTextNodes.id, cartTextNodes.packageItemTextNodeId)).where(inArray(cartTextNodes.cartPackageItemId, itemIds)).orderBy(asc(cartTextNodes.id)),
      ])
    : [[], []];
  const services = await db
    .select({ service: cartOrderServices, catalog: orderServices, subject: subjects })
    .from(cartOrderServices)
    .innerJoin(orderServices, eq(orderServices.id, cartOrderServices.orderServiceId))
    .innerJoin(subjects, eq(subjects.id, cartOrderServices.subjectId))
    .where(eq(cartOrderServices.cartId, row.id))
    .orderBy(asc(cartOrderServices.id));
  const [jobService] = await db.select().from(jobOrderServices).where(eq(jobOrderServices.jobId, row.jobId));

  const thumb = (id: number | null) => (id === null ? null : imageUrl(secret, id, 'thumbnail'));
  const cartPackagesOut: CartPackage[] = lines.map(({ line, pkg, addon, subject, greenScreenPrice }) => ({
    id: line.id,
    packageId: pkg.id,
    subjectId: subject.id,
    quantity: line.quantity,
    price: pkg.retailCost + (greenScreenPrice ?? 0),
    subjectName: `${subject.firstName} ${subject.lastName}`,
    greenScreen: line.greenScreenBackgroundId === null ? null : { id: line.greenScreenBackgroundId },
    addon: toAddon(addon),
    cartPackageItems: items
      .filter((i) => i.item.cartPackageId === line.id)
      .map(({ item, catalog }) => ({
        id: item.id,
        name: catalog.name,
        productCode: catalog.productCode,
        frontendCropDimensions: crop(item.frontendCropDimensions),
        imageNodes: imageNodes.filter((n) => n.node.cartPackageItemId === item.id).map(({ node, catalog: c }) => ({
          id: node.id, name: c.name, static: c.static, positionCoords: c.positionCoords, productCode: c.productCode,
          subjectImageId: node.subjectImageId, groupImageId: node.groupImageId, replacementImageId: node.replacementImageId,
          cropDimensions: crop(node.cropDimensions), frontendCropDimensions: crop(node.frontendCropDimensions), rotation: node.rotation,
          imageThumbnailUrl: thumb(node.replacementImageId ?? node.subjectImageId ?? node.groupImageId),
        })),
        textNodes: textNodes.filter((n) => n.node.cartPackageItemId === item.id).map(({ node, catalog: c }) => ({
          id: node.id, name: c.name, value: node.value, editable: c.editable, dataSource: c.dataSource, altDataSource: c.altDataSource, obscure: c.obscure, autoFilled: c.autoFilled,
        })),
      })),
  }));
  const toService = ({ service, catalog }: (typeof services)[number]): CartOrderService => ({
    id: service.id, subjectId: service.subjectId, price: catalog.price, orderServiceId: catalog.id, enabled: service.enabled,
    nameOnAllWallets: service.nameOnAllWallets, nameOnWallets: service.nameOnWallets, nameOnAllPrints: service.nameOnAllPrints,
    yearOnAllWallets: service.yearOnAllWallets, yearOnAllPrints: service.yearOnAllPrints, nameToPrint: service.nameToPrint, yearToPrint: service.yearToPrint,
  });
  const subjectsById = new Map([...lines.map((l) => l.subject), ...services.map((s) => s.subject)].map((s) => [s.id, { id: s.id, firstName: s.firstName, lastName: s.lastName }]));
  const cart: Cart = {
    id: row.id,
    jobId: row.jobId,
    cartPackages: cartPackagesOut,
    subjects: [...subjectsById.values()],
    cartOrderServicesDetails: {
      // Enabled services are also order-level lines, so cartTotal and prepayTotal agree on them.
      cartOrderServices: services.filter((s) => s.service.enabled).map((s) => ({ id: s.service.id, orderServiceId: s.catalog.id, name: s.catalog.name, price: s.catalog.price })),
      imageLevel: jobService?.imageLevelService ?? false,
      retouches: services.filter((s) => s.catalog.code === 'retouch').map(toService),
      personalizations: services.filter((s) => s.catalog.code === 'personalization').map(toService),
    },
  };
  const details: CartDetails = {
    ...cart,
    orderMethod: row.orderMethod,
    status: row.status === 'submitted' ? 'submitted' : 'open',
    total: totalForMethod(cart, row.orderMethod),
    incompleteCartPackageIds: incompleteCartPackages(cart).map((p) => p.id),
    hasStandardPackage: hasStandardPackage(cart.cartPackages),
    packageNames: Object.fromEntries(lines.map((l) => [l.pkg.id, packageDisplayName(l.pkg)])),
  };
  return { row, cart, details };
}
