import * as v from 'valibot';
import type { Crop } from '../crop/crop-values';
import { FULFILMENT_STATUSES, type FulfilmentStatus } from '../fulfilment/status';
import type { ShipToAddress } from '../fulfilment/ship-to';
import type { OrderAnswer } from '../job/preorder-fields';
import { PageParams } from '../paging';
import { boundedList, boundedString, requiredText, TEXT_LIMITS } from '../validation/bounded';
import type { OrderStatus } from './job-orders';

/** The two lists of the job's Orders tab: shipped with the school's batch, or home to the parent. */
export const SHIPPING_KINDS = ['batch', 'individual'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

const Status = v.picklist(FULFILMENT_STATUSES, `This value must be one of ${FULFILMENT_STATUSES.join(', ')}`);
const Shipping = v.picklist(SHIPPING_KINDS, 'This value must be one of batch, individual');
const OrderNumber = v.pipe(boundedString(TEXT_LIMITS.digits), v.regex(/^\d{1,12}$/, 'This value must be an order number'));

/** The most orders one move or one lab export names (a school's batch is a few hundred). */
export const FULFILMENT_BATCH_LIMIT = 2000;

/** GET .../jobs/{jobId}/fulfilment/orders */
export const FulfilmentOrdersQuery = v.object({
  ...PageParams.entries,
  shipping: Shipping,
  status: v.optional(Status),
});
export type FulfilmentOrdersQuery = v.InferOutput<typeof FulfilmentOrdersQuery>;

/** POST .../jobs/{jobId}/fulfilment/status: the named orders, or every paid order of one list ("the whole batch"). */
export const FulfilmentMoveBody = v.pipe(
  v.strictObject({
    orderNumbers: v.optional(boundedList(OrderNumber, FULFILMENT_BATCH_LIMIT)),
    wholeList: v.optional(Shipping),
    status: Status,
    carrier: v.optional(v.pipe(boundedString(TEXT_LIMITS.name), v.trim())),
    trackingNumber: v.optional(v.pipe(boundedString(TEXT_LIMITS.line), v.trim())),
  }),
  v.check((body) => Boolean(body.wholeList) !== Boolean(body.orderNumbers?.length), 'Name the orders or the whole list, not both'),
);
export type FulfilmentMoveBody = v.InferOutput<typeof FulfilmentMoveBody>;

/** POST .../fulfilment/orders/{orderNumber}/reprints */
export const ReprintBody = v.strictObject({
  line: v.pipe(v.number('This value must be a whole number'), v.integer('This value must be a whole number'), v.minValue(1, 'This value must be at least 1'), v.maxValue(1000, 'This value is too large')),
  item: v.pipe(v.number('This value must be a whole number'), v.integer('This value must be a whole number'), v.minValue(1, 'This value must be at least 1'), v.maxValue(100, 'This value is too large')),
  reason: requiredText(500),
});
export type ReprintBody = v.InferOutput<typeof ReprintBody>;

/** GET .../jobs/{jobId}/fulfilment/lab-export.zip and packing-list.pdf */
export const LabExportQuery = v.object({
  shipping: Shipping,
  /** Comma-separated order numbers; none = every paid order of the list. */
  orders: v.optional(v.pipe(boundedString(FULFILMENT_BATCH_LIMIT * 13), v.regex(/^\d{1,12}(,\d{1,12})*$/, 'This value must be order numbers separated by commas'))),
});
export type LabExportQuery = v.InferOutput<typeof LabExportQuery>;

export interface PrintFilesProgress {
  ready: number;
  total: number;
  failed: number;
}

/** What a list row and the order page both say of an order. */
interface FulfilmentOrderFacts {
  orderNumber: string;
  orderStatus: OrderStatus;
  fulfilmentStatus: FulfilmentStatus;
  placedAt: string;
  customerName: string;
  email: string;
  organization: string;
  /** The address on one line, or the batch sentence. */
  shipTo: string;
  carrier: string | null;
  trackingNumber: string | null;
  printFiles: PrintFilesProgress;
}

/** A row of the Batch or Individual list. */
export interface FulfilmentOrderRow extends FulfilmentOrderFacts {
  /** The class or team of the order's first child; null when that child is in no group. */
  group: string | null;
  /** The order's first child, then the others. */
  children: string[];
  packageCount: number;
  /** Entered "Unpaid (bill the school)" and its payment not yet recorded (domain `isUnpaid`): not to be handed over as paid. */
  unpaid: boolean;
}

export interface PrintFileInfo {
  id: number;
  fileName: string;
  status: 'pending' | 'ready' | 'failed';
  reprint: number;
  reason: string | null;
  /** Why a failed file was not made (e.g. a photo it needs is missing); null otherwise. */
  failureReason: string | null;
  width: number | null;
  height: number | null;
}

export interface OrderItemPhoto {
  nodeName: string;
  imageId: number | null;
  /** What the photo is to the people printing it: "Pose 2" (the child's second photo, as the parent saw it), "Group photo". */
  label: string | null;
  /** The photo's file name as the studio uploaded it. */
  fileName: string | null;
  /** A small watermarked view of the photo, for lists. */
  thumbnailUrl: string | null;
  /** A watermarked view of the original (the whole photo, uncropped), for drawing the crop frame on. */
  viewUrl: string | null;
  /** The original's size in pixels. */
  width: number | null;
  height: number | null;
  crop: Crop | null;
  rotation: number;
}

export interface OrderItemDetail {
  /** 1-based within its line. */
  item: number;
  name: string;
  productCode: string | null;
  digital: boolean;
  /** Prints of this item's file: the package item's quantity times the line's. */
  copies: number;
  photos: OrderItemPhoto[];
  texts: Array<{ name: string; value: string | null }>;
  printFiles: PrintFileInfo[];
}

export interface OrderLineDetail {
  /** 1-based within the order. */
  line: number;
  packageName: string;
  subjectName: string;
  group: string | null;
  quantity: number;
  background: { id: number; name: string } | null;
  /** The photo the parent chose for the yearbook, named like the items' photos. */
  yearbookPose: { imageId: number; label: string | null; fileName: string | null; viewUrl: string } | null;
  answers: OrderAnswer[];
  items: OrderItemDetail[];
}

export interface OrderServiceDetail {
  name: string;
  subjectName: string;
  /** What the service does to this child's prints: "Retouch every photo of this child", "name on all prints: Ava Johnson". */
  detail: string;
}

/** GET .../jobs/{jobId}/fulfilment/orders/{orderNumber}: everything the studio needs to print and ship. */
export interface FulfilmentOrderDetail extends FulfilmentOrderFacts {
  jobName: string;
  shipping: ShippingKind;
  /** The address for an order shipped home; null for the batch. */
  shipToAddress: ShipToAddress | null;
  shippingOption: string | null;
  inProductionAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  services: OrderServiceDetail[];
  lines: OrderLineDetail[];
}

/** The answer of a status move: the orders that changed. */
export interface FulfilmentMoveResult {
  changed: string[];
  status: FulfilmentStatus;
}
