import * as v from 'valibot';
import { FULFILMENT_STATUSES } from '../../fulfilment/status';
import type { ShipToAddress } from '../../fulfilment/ship-to';
import { SHIPPING_KINDS, type FulfilmentMoveResult, type FulfilmentOrderDetail, type FulfilmentOrderRow, type PrintFileInfo, type PrintFilesProgress } from '../fulfilment';
import { ORDER_STATUSES } from '../job-orders';
import { answer, Instant, WholeNumber } from './envelope';
import { CropAnswer, NullableNumber, NullableText, Text } from './shared';

/** The studio's fulfilment answers: the Batch and Individual lists, one order to print and ship, moves and reprints. */
const Count = WholeNumber;
const FulfilmentStatusAnswer = v.picklist(FULFILMENT_STATUSES);

export const PrintFilesProgressAnswer = answer<PrintFilesProgress>()(v.strictObject({ ready: Count, total: Count, failed: Count }));

export const ShipToAddressAnswer = answer<ShipToAddress>()(
  v.strictObject({ line1: Text, line2: v.optional(NullableText), city: Text, state: Text, postalCode: Text, country: v.optional(Text) }),
);

/** What a list row and the order page both say of an order. */
const orderFacts = {
  orderNumber: Text, orderStatus: v.picklist(ORDER_STATUSES), fulfilmentStatus: FulfilmentStatusAnswer, placedAt: Instant, customerName: Text, email: Text,
  organization: Text, shipTo: Text, carrier: NullableText, trackingNumber: NullableText, printFiles: PrintFilesProgressAnswer,
};

export const FulfilmentOrderRowAnswer = answer<FulfilmentOrderRow>()(
  v.strictObject({ ...orderFacts, group: NullableText, children: v.array(Text), packageCount: Count, unpaid: v.boolean() }),
);

export const PrintFileInfoAnswer = answer<PrintFileInfo>()(
  v.strictObject({ id: WholeNumber, fileName: Text, status: v.picklist(['pending', 'ready', 'failed']), reprint: Count, reason: NullableText, failureReason: NullableText, width: NullableNumber, height: NullableNumber }),
);

const OrderItemPhotoAnswer = v.strictObject({
  nodeName: Text, imageId: NullableNumber, label: NullableText, fileName: NullableText, thumbnailUrl: NullableText, viewUrl: NullableText, width: NullableNumber, height: NullableNumber, crop: v.nullable(CropAnswer), rotation: v.number(),
});

const OrderItemDetailAnswer = v.strictObject({
  item: Count, name: Text, productCode: NullableText, digital: v.boolean(), copies: Count, photos: v.array(OrderItemPhotoAnswer),
  texts: v.array(v.strictObject({ name: Text, value: NullableText })), printFiles: v.array(PrintFileInfoAnswer),
});

const OrderLineDetailAnswer = v.strictObject({
  line: Count, packageName: Text, subjectName: Text, group: NullableText, quantity: Count,
  background: v.nullable(v.strictObject({ id: WholeNumber, name: Text })),
  yearbookPose: v.nullable(v.strictObject({ imageId: WholeNumber, label: NullableText, fileName: NullableText, viewUrl: Text })),
  answers: v.array(v.strictObject({ name: Text, value: NullableText })),
  items: v.array(OrderItemDetailAnswer),
});

export const FulfilmentOrderDetailAnswer = answer<FulfilmentOrderDetail>()(
  v.strictObject({
    ...orderFacts,
    jobName: Text, shipping: v.picklist(SHIPPING_KINDS), shipToAddress: v.nullable(ShipToAddressAnswer), shippingOption: NullableText,
    inProductionAt: v.nullable(Instant), shippedAt: v.nullable(Instant), deliveredAt: v.nullable(Instant),
    services: v.array(v.strictObject({ name: Text, subjectName: Text, detail: Text })),
    lines: v.array(OrderLineDetailAnswer),
  }),
);

export const FulfilmentMoveResultAnswer = answer<FulfilmentMoveResult>()(v.strictObject({ changed: v.array(Text), status: FulfilmentStatusAnswer }));
