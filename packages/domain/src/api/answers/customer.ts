import * as v from 'valibot';
import { FULFILMENT_STATUSES } from '../../fulfilment/status';
import type { CustomerJob } from '../job';
import type { CustomerStudio, OrderSearchResult, StudioLookup } from '../customer';
import type { CustomerGreenScreen, CustomerJobAvailability, CustomerJobPreferences, CustomerJobServices, CustomerSubject, DownloadLinkDetails, SubjectMatch } from '../ordering-catalog';
import type { CodeDestination } from '../codes';
import type { OrderConfirmation, PaymentActionRequired, PaymentsConfig } from '../ordering-checkout';
import { answer, Instant, WholeNumber } from './envelope';
import { NullableNumber, NullableText, OrganizationTypeAnswer, PackageAnswer, PreorderFieldAnswer, Text } from './shared';

/** The public ordering flow's answers (the parent's side), cart and checkout apart. */
const Flag = v.boolean();
const Available = v.strictObject({ available: Flag });
const GallerySettings = v.strictObject({ enableYearBookPoseSelection: Flag, isYearBookPoseSelectionExpired: Flag });

export const CustomerStudioAnswer = answer<CustomerStudio>()(v.strictObject({ id: WholeNumber, name: Text, slug: Text, logoUrl: NullableText, rspoEnabled: Flag }));
export const StudioLookupAnswer = answer<StudioLookup>()(v.strictObject({ studioId: WholeNumber, studioWebUrl: Text }));

export const CustomerJobAnswer = answer<CustomerJob>()(
  v.strictObject({
    id: WholeNumber, studioId: WholeNumber, name: Text, organizationName: Text, organizationType: OrganizationTypeAnswer, pictureDay: NullableText,
    published: Flag, archived: Flag, rspoJob: Flag, prepay: Available, gallery: Available, gallerySettings: GallerySettings,
  }),
);

const Availability = v.union([
  v.strictObject({ ok: v.literal(true) }),
  v.strictObject({ ok: v.literal(false), reason: v.picklist(['unpublished', 'archived', 'ordering-closed', 'prepay-unavailable', 'gallery-unavailable', 'rspo-restricted']) }),
]);
export const CustomerJobAvailabilityAnswer = answer<CustomerJobAvailability>()(
  v.strictObject({
    jobId: WholeNumber, published: Flag, archived: Flag, rspoJob: Flag, prepay: Available, gallery: Available,
    methods: v.strictObject({ Prepay: Availability, Gallery: Availability }), orderingClosesOn: v.nullable(v.string()), timeZone: v.string(), onlineOrders: v.strictObject({ open: Flag }),
  }),
);

export const CustomerJobPreferencesAnswer = answer<CustomerJobPreferences>()(
  v.strictObject({
    jobId: WholeNumber, importedData: Flag, prepaySettings: v.strictObject({ importedData: Flag }), gallerySettings: GallerySettings,
    preorderFields: v.array(PreorderFieldAnswer), settings: v.record(v.string(), v.unknown()),
  }),
);

const OfferedService = { orderServiceId: WholeNumber, name: Text, price: WholeNumber };
export const CustomerJobServicesAnswer = answer<CustomerJobServices>()(
  v.strictObject({
    jobId: WholeNumber, allowRetouch: Flag, allowNameOnAllPrints: Flag, allowNameOnWallets: Flag, imageLevelService: Flag,
    retouch: v.nullable(v.strictObject(OfferedService)),
    personalization: v.nullable(
      v.strictObject({
        ...OfferedService,
        defaults: v.strictObject({ price: WholeNumber, yearToPrint: Text, nameOnAllPrints: Flag, yearOnAllPrints: Flag, nameOnWallets: Flag, nameOnAllWallets: Flag, yearOnAllWallets: Flag }),
      }),
    ),
  }),
);

export const CustomerGreenScreenAnswer = answer<CustomerGreenScreen>()(v.strictObject({ id: WholeNumber, name: Text, price: WholeNumber, imageThumbnailUrl: Text, previewUrl: Text }));
export const CustomerGreenScreenListAnswer = v.array(CustomerGreenScreenAnswer);
export const CustomerPackageListAnswer = v.array(PackageAnswer);

export const SubjectMatchAnswer = answer<SubjectMatch>()(
  v.strictObject({ id: WholeNumber, firstName: Text, lastName: Text, groupName: NullableText, imageThumbnailUrl: NullableText, subjectToken: Text }),
);
export const SubjectMatchListAnswer = v.array(SubjectMatchAnswer);
export const CodeDestinationAnswer = answer<CodeDestination>()(v.strictObject({ studioSlug: Text, jobId: NullableNumber, subject: v.nullable(SubjectMatchAnswer) }));

const CustomerImage = v.strictObject({
  id: WholeNumber, width: WholeNumber, height: WholeNumber, groupId: NullableNumber, imageLookup: v.strictObject({ type: v.picklist(['hosted-individual', 'hosted-group']) }),
  imageThumbnailUrl: Text, previewUrl: Text,
});
export const CustomerSubjectAnswer = answer<CustomerSubject>()(
  v.strictObject({
    id: WholeNumber, jobId: WholeNumber, firstName: Text, lastName: Text, groupName: NullableText,
    fields: v.array(v.strictObject({ name: Text, value: NullableText, templateId: NullableNumber, optionId: NullableNumber })),
    imageThumbnailUrl: NullableText, images: v.array(CustomerImage), groupImages: v.array(CustomerImage), yearbookPoseSelectionAllowed: Flag,
  }),
);

export const DownloadLinkDetailsAnswer = answer<DownloadLinkDetails>()(v.strictObject({ fileName: Text, expiresAt: Instant, jobName: Text, subjectName: Text, url: Text }));

export const orderEntries = {
  jobId: WholeNumber, jobName: Text, orderNumber: Text, orderMethod: v.picklist(['Prepay', 'Gallery']), placedAt: Instant, status: Text, customerName: Text, email: Text,
  lines: v.array(
    v.strictObject({ id: WholeNumber, packageName: Text, subjectName: Text, quantity: WholeNumber, price: WholeNumber, answers: v.array(v.strictObject({ name: Text, value: NullableText })), refunded: Flag }),
  ),
  subtotal: WholeNumber, services: WholeNumber, discount: WholeNumber, shipping: WholeNumber, tax: WholeNumber, total: WholeNumber, refunded: WholeNumber, promoCode: NullableText, shippingLabel: NullableText,
  delivery: v.nullable(v.strictObject({ status: v.picklist(FULFILMENT_STATUSES), carrier: NullableText, trackingNumber: NullableText })),
};
export const OrderSearchResultAnswer = answer<OrderSearchResult>()(v.strictObject(orderEntries));
export const OrderConfirmationAnswer = answer<OrderConfirmation>()(
  v.strictObject({ ...orderEntries, downloads: v.array(v.strictObject({ linkId: Text, fileName: Text, subjectName: Text, expiresAt: Instant, refunded: Flag })) }),
);
export const PaymentActionRequiredAnswer = answer<PaymentActionRequired>()(v.strictObject({ status: v.literal('requires_action'), paymentIntentId: Text, clientSecret: Text }));

export const PaymentsConfigAnswer = answer<PaymentsConfig>()(v.strictObject({ provider: v.picklist(['sandbox', 'stripe']), publishableKey: NullableText }));
export const SandboxAuthenticationAnswer = v.strictObject({ authenticated: Flag });
