import * as v from 'valibot';
import type { GalleryProcessing } from '../galleries-processing';
import { IMAGE_LOOKUP_TYPES, PHOTO_RUN_PROBLEMS, type ImageLookup, type JobPhotoRuns, type ImageProcessingSummary, type ImageUploadResult, type StudioGreenScreen } from '../image-lookup';
import { ORDER_STATUSES, type JobOrder, type JobOrderSummary } from '../job-orders';
import { PAYMENT_METHODS } from '../../entry/payment-method';
import type { OrderError } from '../order-errors';
import { MAIL_STATUSES, type MailLogEntry, type TaxLogEntry } from '../platform-logs';
import type { JobPrintSummary } from '../print';
import type { CatalogItemRecord, CatalogTagSummary } from '../catalog-item-input';
import type { PaymentsSummary } from '../studio-reports';
import { WATERMARK_KINDS, WATERMARK_POSITIONS, type WatermarkView } from '../../photos/watermark';
import type { SubjectBulkResult } from '../subject';
import { STUDIO_STAFF_PERMISSIONS, USER_ROLES, type UserRecord } from '../user-input';
import type { JobWorkflow, WorkflowTemplate } from '../workflow-input';
import { answer, Instant, WholeNumber } from './envelope';
import { StudioSubjectAnswer, WorkflowStepAnswer, workflowTemplateEntries } from './records';
import { orderEntries } from './customer';
import { NullableNumber, NullableText, OrderMethodAnswer, Text } from './shared';

/** The staff pages' answers beyond the generic resources: photos, orders, print, workflows, reports, logs, users. */
const Count = WholeNumber;
const Flag = v.boolean();

export const ImageLookupAnswer = answer<ImageLookup>()(
  v.strictObject({
    id: WholeNumber, type: v.picklist(IMAGE_LOOKUP_TYPES), fileName: NullableText, subjectId: NullableNumber, subjectName: NullableText, groupId: NullableNumber,
    status: v.picklist(['pending', 'done', 'failed']), failureReason: NullableText, width: WholeNumber, height: WholeNumber, thumbnailUrl: NullableText, createdAt: Instant,
  }),
);
export const ImageUploadResultAnswer = answer<ImageUploadResult>()(v.strictObject({ image: ImageLookupAnswer, duplicate: Flag }));
export const ImageProcessingSummaryAnswer = answer<ImageProcessingSummary>()(v.strictObject({ total: Count, pending: Count, done: Count, failed: Count, unmatched: Count }));

export const JobPhotoRunsAnswer = answer<JobPhotoRuns>()(
  v.strictObject({
    pending: Count,
    runs: v.array(
      v.strictObject({
        cameraSerial: NullableText, cardImageLookupId: NullableNumber, cardFileName: NullableText, cardMarked: Flag, subjectId: NullableNumber, groupId: NullableNumber, name: NullableText,
        problem: v.nullable(v.picklist(PHOTO_RUN_PROBLEMS)), otherJobId: NullableNumber, otherJobName: NullableText, imageLookupIds: v.array(WholeNumber), count: Count, farApart: Flag, needsAttention: Flag,
      }),
    ),
    subjectsWithoutPhotos: v.array(v.strictObject({ id: WholeNumber, name: Text })),
  }),
);

export const StudioGreenScreenAnswer = answer<StudioGreenScreen>()(v.strictObject({ id: WholeNumber, name: Text, price: WholeNumber, thumbnailUrl: Text }));
export const StudioGreenScreenListAnswer = v.array(StudioGreenScreenAnswer);

export const JobOrderSummaryAnswer = answer<JobOrderSummary>()(
  v.strictObject({
    orderNumber: Text, orderMethod: OrderMethodAnswer, status: v.picklist(ORDER_STATUSES), paymentMethod: v.picklist(PAYMENT_METHODS), checkNumber: NullableText, placedAt: Instant, customerName: Text, email: Text,
    subjectNames: v.array(Text), packageCount: Count, total: WholeNumber, refunded: WholeNumber,
  }),
);

export const JobOrderAnswer = answer<JobOrder>()(
  v.strictObject({
    ...orderEntries,
    refundLeft: WholeNumber,
    lineRefunds: v.array(v.strictObject({ lineId: WholeNumber, amount: WholeNumber })),
    refunds: v.array(v.strictObject({ amount: WholeNumber, lineIds: v.array(WholeNumber), reason: NullableText, createdAt: Instant, createdBy: NullableText })),
    payment: v.strictObject({ method: v.picklist(PAYMENT_METHODS), checkNumber: NullableText, paidAt: v.nullable(Instant), recordedAt: v.nullable(Instant), recordedBy: NullableText }),
  }),
);

export const JobPrintSummaryAnswer = answer<JobPrintSummary>()(
  v.strictObject({ jobId: WholeNumber, jobName: Text, subjectCount: Count, groupCount: Count, ungroupedCount: Count, withoutAccessCodeCount: Count }),
);

export const WorkflowTemplateAnswer = answer<WorkflowTemplate>()(v.strictObject(workflowTemplateEntries));
export const JobWorkflowAnswer = answer<JobWorkflow>()(
  v.strictObject({
    workflowId: WholeNumber, name: Text, description: Text, attachedAt: Instant,
    steps: v.array(v.strictObject({ ...WorkflowStepAnswer.entries, doneAt: v.nullable(Instant), doneBy: NullableText })),
  }),
);

export const SubjectBulkResultAnswer = answer<SubjectBulkResult>()(v.strictObject({ created: Count, updated: Count, subjects: v.optional(v.array(StudioSubjectAnswer)) }));

const MoneyCount = { count: Count, total: WholeNumber };
const RevenueCount = { count: Count, revenue: WholeNumber };
const RevenuePartsAnswer = v.strictObject({ product: WholeNumber, tax: WholeNumber, shipping: WholeNumber, total: WholeNumber });
const RevenuePeriodAnswer = v.strictObject({ start: Text, count: Count, product: WholeNumber, tax: WholeNumber, shipping: WholeNumber, refunded: WholeNumber });

export const PaymentsSummaryAnswer = answer<PaymentsSummary>()(
  v.strictObject({
    startDate: NullableText,
    endDate: NullableText,
    paid: v.strictObject({ ...MoneyCount, subtotal: WholeNumber, services: WholeNumber, discount: WholeNumber, shipping: WholeNumber, tax: WholeNumber }),
    refunded: v.strictObject(MoneyCount),
    byMethod: v.strictObject({ Prepay: v.strictObject(RevenueCount), Gallery: v.strictObject(RevenueCount) }),
    byPayment: v.strictObject({ card: v.strictObject(RevenueCount), cash: v.strictObject(RevenueCount), check: v.strictObject(RevenueCount), other: v.strictObject(RevenueCount), unpaid: v.strictObject(MoneyCount) }),
    jobs: v.array(v.strictObject({ ...RevenueCount, jobId: WholeNumber, jobName: Text })),
    revenue: v.strictObject({ count: Count, charged: RevenuePartsAnswer, refunded: RevenuePartsAnswer, net: RevenuePartsAnswer }),
    byWeek: v.array(RevenuePeriodAnswer),
    byMonth: v.array(RevenuePeriodAnswer),
  }),
);

export const GalleryProcessingAnswer = answer<GalleryProcessing>()(
  v.strictObject({
    jobId: WholeNumber, jobName: Text, organizationName: Text, studioId: WholeNumber, studioName: Text, individualCount: Count, groupCount: Count,
    done: Count, pending: Count, failed: Count, lastPhotoAt: Instant,
  }),
);

export const OrderErrorAnswer = answer<OrderError>()(
  v.strictObject({
    id: WholeNumber, at: Instant, studioId: WholeNumber, studioName: Text, jobId: WholeNumber, jobName: Text, parentName: NullableText, email: NullableText,
    amount: WholeNumber, provider: Text, message: NullableText, orderNumber: NullableNumber,
  }),
);

export const MailLogEntryAnswer = answer<MailLogEntry>()(
  v.strictObject({ id: WholeNumber, to: Text, subject: Text, status: v.picklist(MAIL_STATUSES), error: NullableText, createdAt: Instant }),
);
export const TaxLogEntryAnswer = answer<TaxLogEntry>()(
  v.strictObject({
    id: WholeNumber, provider: Text, jurisdiction: Text, taxableAmount: WholeNumber, rateBasisPoints: WholeNumber, tax: WholeNumber, cartId: NullableNumber,
    orderNumber: NullableNumber, createdAt: Instant,
  }),
);

export const UserRecordAnswer = answer<UserRecord>()(
  v.strictObject({
    id: WholeNumber, name: Text, email: Text, role: v.picklist(USER_ROLES), studioId: NullableNumber, studioName: NullableText,
    permissions: v.array(v.picklist(STUDIO_STAFF_PERMISSIONS)), rspoJob: Flag, disabled: Flag, createdAt: Instant, version: WholeNumber,
  }),
);
export const MessageAnswer = v.strictObject({ message: Text });

export const WatermarkViewAnswer = answer<WatermarkView>()(
  v.strictObject({
    source: v.picklist(['studio', 'platform', 'default']),
    settings: v.strictObject({ kind: v.picklist(WATERMARK_KINDS), text: Text, opacity: Count, position: v.picklist(WATERMARK_POSITIONS), scale: Count }),
    hasPicture: Flag,
    previews: v.strictObject({ total: Count, remaining: Count }),
  }),
);

const Coords = v.nullable(Text);
export const CatalogItemAnswer = answer<CatalogItemRecord>()(
  v.strictObject({
    id: Count,
    name: Text,
    productCode: Text,
    positionCoords: Coords,
    photos: v.array(v.strictObject({ name: Text, positionCoords: Coords })),
    texts: v.array(v.strictObject({ name: Text, dataSource: Coords })),
    tags: v.array(Text),
    version: Count,
  }),
);
export const CatalogTagListAnswer = v.array(answer<CatalogTagSummary>()(v.strictObject({ tag: Text, items: Count })));
