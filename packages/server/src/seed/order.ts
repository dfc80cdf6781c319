import type { Transaction } from '../db/client';
import { and, asc, eq } from 'drizzle-orm';
import type { CartPackageItem } from '@shutterday/domain';
import { downloadLinks, images, orderLines, orders, packageItemImageNodes, packageItems, packageItemTextNodes, payments, subjects, taxLog, taxRates } from '../db/schema';
import { DOWNLOAD_LINK_TTL_DAYS } from '../modules/ordering/services/downloads';
import { downloadLinkId, sha256 } from '../modules/ordering/services/tokens';
import { DEMO } from './demo-constants';
import type { SeededPackages } from './packages';

/**
 * The placed, paid order 100001 in "Lincoln Fall Picture Day" that the home page lookup finds. It holds a
 * Single Digital Download, so (given the server's secret) it has the link a paid order gets: the subject's
 * first portrait, for the usual 30 days from seeding.
 */
export async function seedOrder(tx: Transaction, studioId: number, jobId: number, subjectId: number, packages: SeededPackages, secret?: Uint8Array): Promise<void> {
  const [subject] = await tx.select().from(subjects).where(eq(subjects.id, subjectId));
  const subjectName = `${subject!.firstName} ${subject!.lastName}`;
  const deluxe = packages.byName.get('Package A — Deluxe')!;
  const digital = packages.byName.get('Single Digital Download')!;
  const subtotal = deluxe.retailCost + digital.retailCost;
  const shipping = 895;
  // Read from the seeded tax table (Illinois, shipping not taxed), as the tax provider would.
  const [rate] = await tx.select().from(taxRates).where(and(eq(taxRates.country, 'US'), eq(taxRates.state, 'IL')));
  const tax = Math.round((subtotal * rate!.rateBasisPoints) / 10_000);
  const total = subtotal + shipping + tax;
  const [portrait] = await tx.select({ id: images.id }).from(images).where(eq(images.subjectId, subjectId)).orderBy(asc(images.sortOrder), asc(images.id)).limit(1);
  const address = { line1: '18 Maple Street', line2: null, city: 'Springfield', state: 'IL', postalCode: '62704', country: 'US' };
  const [order] = await tx
    .insert(orders)
    .values({
      studioId,
      jobId,
      orderMethod: 'Prepay',
      status: 'paid',
      email: DEMO.parentEmail,
      customerName: 'Pat Parent',
      billingAddress: address,
      shippingAddress: address,
      shippingOptionCode: 'standard',
      subtotal,
      shipping,
      tax,
      total,
      paidAt: new Date(),
    })
    .returning();
  await tx.insert(orderLines).values([
    { orderId: order!.id, packageId: deluxe.id, packageName: 'Package A — Deluxe', subjectId, subjectName, quantity: 1, unitPrice: deluxe.retailCost, details: await placedItems(tx, deluxe.id, portrait?.id ?? null, subjectName) },
    { orderId: order!.id, packageId: digital.id, packageName: 'Single Digital Download', subjectId, subjectName, quantity: 1, unitPrice: digital.retailCost, details: await placedItems(tx, digital.id, portrait?.id ?? null, subjectName) },
  ]);
  await tx.insert(payments).values({ orderId: order!.id, provider: 'sandbox', idempotencyKey: `seed-order-${order!.orderNumber}`, providerReference: 'sandbox_seed', amount: total, status: 'succeeded' });
  await tx.insert(taxLog).values({ provider: 'table', orderId: order!.id, jurisdiction: 'US-IL', taxableAmount: subtotal, rateBasisPoints: rate!.rateBasisPoints, tax });
  if (secret && portrait) {
    const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_TTL_DAYS * 24 * 3600 * 1000);
    await tx.insert(downloadLinks).values({ orderId: order!.id, imageId: portrait.id, expiresAt, tokenHash: sha256(downloadLinkId(secret, order!.id, portrait.id)) });
  }
  if (order!.orderNumber !== DEMO.orderNumber) throw new Error(`The demo order got number ${order!.orderNumber}, expected ${DEMO.orderNumber}: seed an empty database`);
}

/**
 * A line's details as checkout keeps them (ordering place-order): every item of the package with the
 * subject's first portrait in each photo slot, cropped a little (centred, 90 % of the photo), and the
 * child's name in the text slots a parent types into.
 */
async function placedItems(tx: Transaction, packageId: number, portraitId: number | null, subjectName: string) {
  const items = await tx.select().from(packageItems).where(eq(packageItems.packageId, packageId)).orderBy(asc(packageItems.sortOrder), asc(packageItems.id));
  const placed: Array<CartPackageItem & { positionCoords: string | null; copies: number }> = [];
  for (const item of items) {
    const imageNodes = await tx.select().from(packageItemImageNodes).where(eq(packageItemImageNodes.packageItemId, item.id)).orderBy(asc(packageItemImageNodes.id));
    const textNodes = await tx.select().from(packageItemTextNodes).where(eq(packageItemTextNodes.packageItemId, item.id)).orderBy(asc(packageItemTextNodes.id));
    placed.push({
      id: item.id, packageItemId: item.id, name: item.name, productCode: item.productCode, frontendCropDimensions: null, positionCoords: item.positionCoords, copies: item.quantity,
      imageNodes: imageNodes.map((node) => ({
        id: node.id, name: node.name, static: node.static, positionCoords: node.positionCoords, productCode: node.productCode,
        subjectImageId: node.static ? null : portraitId, groupImageId: null, replacementImageId: null,
        cropDimensions: node.static ? null : { cropX: 90, cropY: 90, xMid: 50, yMid: 50 }, frontendCropDimensions: null, rotation: 0, imageThumbnailUrl: null,
      })),
      textNodes: textNodes.map((node) => ({
        id: node.id, name: node.name, value: node.editable && !node.obscure ? (node.value ?? subjectName) : node.value, editable: node.editable,
        dataSource: node.dataSource, altDataSource: node.altDataSource, obscure: node.obscure, autoFilled: node.autoFilled,
      })),
    });
  }
  return { items: placed, greenScreen: null, addon: null, answers: [] };
}
