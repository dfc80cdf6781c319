import * as v from 'valibot';
import type { CatalogProduct, CouponCode, JobPromotion, PackagePreferences, PackageSet, PackageSetWithPackages, StudioPackage } from '../catalog';
import type { Job } from '../job';
import type { OrderServiceRecord } from '../order-service-input';
import type { Organization } from '../organization';
import type { DefinedFieldRecord } from '../defined-field-input';
import type { ProductRecord } from '../product-input';
import type { ShippingOptionRecord } from '../shipping-option-input';
import type { StudioSubject, StudioSubjectDetail, SubjectGroup, SubjectPhoto } from '../subject';
import type { TaxRateRecord } from '../tax-rate-input';
import type { WorkflowRecord } from '../workflow-input';
import { answer, Instant, WholeNumber } from './envelope';
import {
  AddressAnswer, NullableNumber, NullableText, OrganizationTypeAnswer, PackageAnswer, PackageItemAnswer, packageEntries, PreorderFieldAnswer, PreorderWindowAnswer, Text,
} from './shared';

/** The records of the generic resources (spec §7), as GET, POST and PUT answer them. */
const Discount = v.picklist(['percent', 'amount']);

export const OrganizationAnswer = answer<Organization>()(
  v.strictObject({
    id: WholeNumber,
    studioId: WholeNumber,
    name: Text,
    type: OrganizationTypeAnswer,
    contact: v.nullable(v.strictObject({ id: WholeNumber, name: NullableText, email: NullableText, phone: NullableText, address: AddressAnswer })),
    jobCount: WholeNumber,
    version: WholeNumber,
  }),
);

const Available = v.strictObject({ available: v.boolean() });
const GallerySettings = v.strictObject({ enableYearBookPoseSelection: v.boolean(), isYearBookPoseSelectionExpired: v.boolean() });
const MethodFigures = v.strictObject({ count: WholeNumber, revenue: v.nullable(WholeNumber) });

export const JobAnswer = answer<Job>()(
  v.strictObject({
    id: WholeNumber,
    studioId: WholeNumber,
    organizationId: WholeNumber,
    organizationName: Text,
    organizationType: OrganizationTypeAnswer,
    name: Text,
    version: v.strictObject({ major: WholeNumber, minor: WholeNumber }),
    recordVersion: WholeNumber,
    rspoJob: v.boolean(),
    importedData: v.boolean(),
    published: v.boolean(),
    archived: v.boolean(),
    pictureDay: NullableText,
    prepaySettings: v.strictObject({ importedData: v.boolean() }),
    prepay: Available,
    gallerySettings: GallerySettings,
    gallery: Available,
    prepayWindow: PreorderWindowAnswer,
    poseSelectionEndsAt: NullableText,
    subjectCount: WholeNumber,
    orderCount: WholeNumber,
    revenue: v.nullable(WholeNumber),
    ordersByMethod: v.strictObject({ Prepay: MethodFigures, Gallery: MethodFigures }),
    unpaid: v.strictObject({ count: WholeNumber, total: v.nullable(WholeNumber) }),
  }),
);

export const StudioPackageAnswer = answer<StudioPackage>()(
  v.strictObject({
    ...packageEntries,
    items: v.array(v.strictObject({ ...PackageItemAnswer.entries, quantity: WholeNumber })),
    version: WholeNumber,
    allowConsumerCrop: v.boolean(),
    packageSetId: NullableNumber,
    packageSetName: NullableText,
    archivedAt: NullableText,
    replacesPackageId: NullableNumber,
    inUse: v.boolean(),
  }),
);

export const PackageSetAnswer = answer<PackageSet>()(v.strictObject({ id: WholeNumber, name: Text, version: WholeNumber, packageCount: WholeNumber }));

export const PackageSetWithPackagesAnswer = answer<PackageSetWithPackages>()(v.strictObject({ ...PackageSetAnswer.entries, packages: v.array(StudioPackageAnswer) }));
/** A package set as a job editor reads it: with its packages and whether the job offers it. */
export const JobPackageSetAnswer = v.strictObject({ ...PackageSetWithPackagesAnswer.entries, assigned: v.boolean() });
export const PackageSetListAnswer = v.array(PackageSetAnswer);
export const PackageListAnswer = v.array(PackageAnswer);

export const PackagePreferencesAnswer = answer<PackagePreferences>()(
  v.strictObject({ defaultPackageSetId: NullableNumber, prepayAvailable: v.boolean(), galleryAvailable: v.boolean(), version: WholeNumber }),
);

export const CatalogProductAnswer = answer<CatalogProduct>()(v.strictObject({ id: WholeNumber, code: Text, name: Text, digital: v.boolean() }));
export const CatalogProductListAnswer = v.array(CatalogProductAnswer);

export const CouponCodeAnswer = answer<CouponCode>()(
  v.strictObject({
    id: WholeNumber, code: Text, discountType: Discount, value: WholeNumber, startsAt: NullableText, endsAt: NullableText,
    maxUses: NullableNumber, uses: WholeNumber, jobId: NullableNumber, jobName: NullableText, version: WholeNumber,
  }),
);

export const JobPromotionAnswer = answer<JobPromotion>()(
  v.strictObject({
    id: WholeNumber, jobId: WholeNumber, code: Text, name: Text, discountType: Discount, value: WholeNumber, minimumTotal: WholeNumber,
    startsAt: NullableText, endsAt: NullableText, version: WholeNumber,
  }),
);

export const SubjectPhotoAnswer = answer<SubjectPhoto>()(
  v.strictObject({ id: WholeNumber, type: v.picklist(['hosted-individual', 'hosted-group']), width: WholeNumber, height: WholeNumber, thumbnailUrl: Text, previewUrl: Text }),
);

export const StudioSubjectAnswer = answer<StudioSubject>()(
  v.strictObject({
    id: WholeNumber, jobId: WholeNumber, firstName: Text, lastName: Text, groupId: NullableNumber, groupName: NullableText, accessCode: NullableText, externalId: NullableText,
    fields: v.array(v.strictObject({ name: Text, value: NullableText })), imageCount: WholeNumber, imageThumbnailUrl: NullableText, version: WholeNumber,
  }),
);

export const StudioSubjectDetailAnswer = answer<StudioSubjectDetail>()(
  v.strictObject({
    ...StudioSubjectAnswer.entries,
    images: v.array(SubjectPhotoAnswer),
    groupImages: v.array(SubjectPhotoAnswer),
    orders: v.array(v.strictObject({ orderNumber: WholeNumber, status: Text, total: WholeNumber, email: Text, createdAt: Instant })),
  }),
);

export const SubjectGroupAnswer = answer<SubjectGroup>()(
  v.strictObject({ id: WholeNumber, jobId: WholeNumber, name: Text, memberCount: WholeNumber, images: v.array(SubjectPhotoAnswer), version: WholeNumber }),
);

export const OrderServiceAnswer = answer<OrderServiceRecord>()(
  v.strictObject({ id: WholeNumber, code: Text, name: Text, price: WholeNumber, active: v.boolean(), version: WholeNumber }),
);

export const ShippingOptionAnswer = answer<ShippingOptionRecord>()(
  v.strictObject({ id: WholeNumber, code: Text, name: Text, price: WholeNumber, active: v.boolean(), sortOrder: WholeNumber, version: WholeNumber }),
);

export const ProductAnswer = answer<ProductRecord>()(
  v.strictObject({ id: WholeNumber, code: Text, name: Text, digital: v.boolean(), packageItems: WholeNumber, version: WholeNumber }),
);

export const TaxRateAnswer = answer<TaxRateRecord>()(
  v.strictObject({ id: WholeNumber, country: Text, state: Text, rateBasisPoints: WholeNumber, taxShipping: v.boolean(), version: WholeNumber }),
);

export const WorkflowStepAnswer = v.strictObject({ id: WholeNumber, title: Text });
export const workflowTemplateEntries = { id: WholeNumber, name: Text, description: Text, steps: v.array(WorkflowStepAnswer), version: WholeNumber, updatedAt: Instant };

export const WorkflowAnswer = answer<WorkflowRecord>()(v.strictObject({ ...workflowTemplateEntries, usedByJobs: WholeNumber }));

export const DefinedFieldAnswer = answer<DefinedFieldRecord>()(v.strictObject({ ...PreorderFieldAnswer.entries, id: WholeNumber, version: WholeNumber }));
