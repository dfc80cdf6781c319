import { isDigitalDownload, type CartOrderServicesDetails } from '@shutterday/domain';
import { printFileName, shipToLine, type FulfilmentOrderDetail, type OrderServiceDetail, type PrintFileInfo, type PrintFilesProgress, type ShipToAddress } from '@shutterday/domain/staff';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { greenScreenBackgrounds, orderServices } from '../../../db/schema';
import { imageUrl } from '../../../services/images/signed-urls';
import { fulfilmentOrdersRepository, type FulfilmentOrderRecord, type OrderLineRecord } from '../../orders';
import { itemCopies } from '../repositories/item-copies';
import { orderPhotos } from '../repositories/order-photos';
import { printFilesRepository, type PrintFileRow } from '../repositories/print-files';
import { lineDetails, yearbookPoseOf } from './line-details';

export const progressOf = (files: PrintFileRow[]): PrintFilesProgress => ({
  total: files.length,
  ready: files.filter((f) => f.status === 'ready').length,
  failed: files.filter((f) => f.status === 'failed').length,
});

export function fileInfo(orderNumber: string, file: PrintFileRow, productCode: string | null): PrintFileInfo {
  return {
    id: file.id, fileName: printFileName({ orderNumber, line: file.lineNo, item: file.itemNo, productCode, reprint: file.reprint }),
    status: file.status, reprint: file.reprint, reason: file.reason, failureReason: file.status === 'failed' ? file.failureReason : null, width: file.width, height: file.height,
  };
}

/** The product code of the item a print file is of. */
export function productCodeOf(lines: OrderLineRecord[], file: PrintFileRow): string | null {
  const line = lines[file.lineNo - 1];
  return (line ? lineDetails(line.details).items[file.itemNo - 1]?.productCode : null) ?? null;
}

function servicesOf(services: CartOrderServicesDetails | null, names: Map<number, string>, subjects: Map<number | null, string>): OrderServiceDetail[] {
  if (!services) return [];
  const subjectName = (subjectId: number) => subjects.get(subjectId) ?? `Subject ${subjectId}`;
  // The cart lists each chosen retouch and personalization among its order-level services too (so its totals
  // agree): those are listed once, below, for their child; only a service that is none of them is the whole order's.
  const perChild = new Set([...services.retouches, ...services.personalizations].map((s) => s.id));
  const out: OrderServiceDetail[] = services.cartOrderServices.filter((s) => !perChild.has(s.id)).map((s) => ({ name: s.name, subjectName: 'Whole order', detail: s.name }));
  for (const r of services.retouches.filter((s) => s.enabled)) out.push({ name: names.get(r.orderServiceId) ?? 'Retouch', subjectName: subjectName(r.subjectId), detail: 'Retouch every photo of this child in the order' });
  for (const p of services.personalizations.filter((s) => s.enabled)) {
    const what = [p.nameOnAllPrints && 'name on all prints', p.nameOnWallets && 'name on wallets', p.nameOnAllWallets && 'name on all wallets', p.yearOnAllPrints && 'year on all prints', p.yearOnAllWallets && 'year on all wallets'].filter(Boolean).join(', ');
    const printed = [p.nameToPrint, p.yearToPrint].filter(Boolean).join(' · ');
    out.push({ name: names.get(p.orderServiceId) ?? 'Personalization', subjectName: subjectName(p.subjectId), detail: `${what || 'personalized'}${printed ? `: ${printed}` : ''}` });
  }
  return out;
}

/** The studio's view of one order: everything needed to print and ship it (docs/print.md "Fulfilment"). */
export async function orderDetail(app: FastifyInstance, order: FulfilmentOrderRecord): Promise<FulfilmentOrderDetail> {
  const secret = app.config.jwtSecret;
  const lines = await fulfilmentOrdersRepository.lines(app.db, order.id);
  const files = await printFilesRepository.ofOrder(app.db, order.id);
  const copies = await itemCopies(app.db, lines);
  const parsed = lines.map((line) => ({ line, details: lineDetails(line.details) }));
  const imageIds = new Set<number>();
  const backgroundIds = new Set<number>();
  for (const { details } of parsed) {
    if (details.greenScreen) backgroundIds.add(details.greenScreen.id);
    for (const item of details.items) for (const node of item.imageNodes) for (const id of [node.replacementImageId, node.subjectImageId, node.groupImageId]) if (id) imageIds.add(id);
  }
  for (const { details } of parsed) {
    const pose = yearbookPoseOf(details.answers);
    if (pose) imageIds.add(pose);
  }
  const photoOf = await orderPhotos(app.db, [...imageIds]);
  const backgrounds = backgroundIds.size ? await app.db.select({ id: greenScreenBackgrounds.id, name: greenScreenBackgrounds.name }).from(greenScreenBackgrounds).where(inArray(greenScreenBackgrounds.id, [...backgroundIds])) : [];
  const backgroundName = new Map(backgrounds.map((b) => [b.id, b.name]));
  const services = order.servicesDetail as CartOrderServicesDetails | null;
  const serviceIds = services ? [...services.retouches, ...services.personalizations].map((s) => s.orderServiceId) : [];
  const serviceNames = serviceIds.length ? await app.db.select({ id: orderServices.id, name: orderServices.name }).from(orderServices).where(inArray(orderServices.id, serviceIds)) : [];
  const subjectNames = new Map(lines.map((l) => [l.subjectId, l.subjectName]));
  const view = (id: number) => imageUrl(secret, id, 'preview');
  const orderNumber = String(order.orderNumber);
  const shipToAddress = (order.shippingAddress as ShipToAddress | null) ?? null;
  const batch = order.shippingOptionCode === null;
  return {
    orderNumber, orderStatus: order.status, fulfilmentStatus: order.fulfilmentStatus, placedAt: order.placedAt.toISOString(),
    customerName: order.customerName, email: order.email, jobName: order.jobName, organization: order.organization,
    shipping: batch ? 'batch' : 'individual', shipToAddress: batch ? null : shipToAddress, shipTo: shipToLine(batch ? null : shipToAddress),
    shippingOption: order.shippingOptionCode ? ((await fulfilmentOrdersRepository.shippingOptionName(app.db, order.shippingOptionCode)) ?? order.shippingOptionCode) : null,
    carrier: order.carrier, trackingNumber: order.trackingNumber,
    inProductionAt: order.inProductionAt?.toISOString() ?? null, shippedAt: order.shippedAt?.toISOString() ?? null, deliveredAt: order.deliveredAt?.toISOString() ?? null,
    services: servicesOf(services, new Map(serviceNames.map((s) => [s.id, s.name])), subjectNames),
    lines: parsed.map(({ line, details }, lineIndex) => {
      const pose = yearbookPoseOf(details.answers);
      return {
        line: lineIndex + 1, packageName: line.packageName, subjectName: line.subjectName, group: line.group, quantity: line.quantity,
        background: details.greenScreen ? { id: details.greenScreen.id, name: backgroundName.get(details.greenScreen.id) ?? `Background ${details.greenScreen.id}` } : null,
        yearbookPose: pose ? { imageId: pose, label: photoOf.get(pose)?.label ?? null, fileName: photoOf.get(pose)?.fileName ?? null, viewUrl: imageUrl(secret, pose, 'thumbnail') } : null,
        answers: details.answers.filter((a) => a.name !== 'yearbookPose'),
        items: details.items.map((item, itemIndex) => ({
          item: itemIndex + 1, name: item.name, productCode: item.productCode, digital: isDigitalDownload(item.productCode), copies: copies.get(line.id)?.[itemIndex] ?? line.quantity,
          photos: item.imageNodes.map((node) => {
            const id = node.replacementImageId ?? node.subjectImageId ?? node.groupImageId;
            const photo = id ? photoOf.get(id) : undefined;
            return {
              nodeName: node.name, imageId: id, label: photo?.label ?? null, fileName: photo?.fileName ?? null, thumbnailUrl: id ? imageUrl(secret, id, 'thumbnail') : null, viewUrl: id ? view(id) : null,
              width: photo?.width ?? null, height: photo?.height ?? null, crop: node.cropDimensions ?? node.frontendCropDimensions, rotation: node.rotation,
            };
          }),
          texts: item.textNodes.map((t) => ({ name: t.name, value: t.value })),
          printFiles: files.filter((f) => f.lineNo === lineIndex + 1 && f.itemNo === itemIndex + 1).map((f) => fileInfo(orderNumber, f, item.productCode)),
        })),
      };
    }),
    printFiles: progressOf(files),
  };
}
