import * as v from 'valibot';
import type { CartOrderService, CartPackage, CartPackageItem, CartService } from '../../cart/types';
import type { CartDetails, CartMutationResult, CartSummary } from '../ordering';
import { CheckoutDetailsRequest, type AddressValidation, type CheckoutState, type CheckoutTotals, type ShippingOptionView } from '../ordering-checkout';
import { CheckoutAddressSchema } from '../ordering-checkout';
import { answer, WholeNumber } from './envelope';
import { CropAnswer, ImageNodeAnswer, NullableText, OrderMethodAnswer, PackageAddonAnswer, Text, TextNodeAnswer } from './shared';

/** The cart and the checkout (the parent's side): every cart change answers the cart after it. */
const Flag = v.boolean();
const CartStatus = v.picklist(['open', 'submitted']);

export const CartSummaryAnswer = answer<CartSummary>()(
  v.strictObject({ id: v.nullable(WholeNumber), jobId: WholeNumber, orderMethod: v.nullable(OrderMethodAnswer), packageCount: WholeNumber, total: WholeNumber, status: CartStatus }),
);

const CartPackageItemAnswer = answer<CartPackageItem>()(
  v.strictObject({ id: WholeNumber, packageItemId: WholeNumber, name: Text, productCode: NullableText, imageNodes: v.array(ImageNodeAnswer), textNodes: v.array(TextNodeAnswer), frontendCropDimensions: v.nullable(CropAnswer) }),
);

export const CartPackageAnswer = answer<CartPackage>()(
  v.strictObject({
    id: WholeNumber, packageId: WholeNumber, subjectId: WholeNumber, quantity: WholeNumber, price: WholeNumber, subjectName: Text,
    greenScreen: v.nullable(v.strictObject({ id: WholeNumber })), addon: v.nullable(PackageAddonAnswer), cartPackageItems: v.array(CartPackageItemAnswer),
  }),
);

const CartOrderServiceAnswer = answer<CartOrderService>()(
  v.strictObject({
    id: WholeNumber, subjectId: WholeNumber, price: WholeNumber, orderServiceId: WholeNumber, enabled: Flag, nameOnAllWallets: Flag, nameOnWallets: Flag,
    nameOnAllPrints: Flag, yearOnAllWallets: Flag, yearOnAllPrints: Flag, nameToPrint: NullableText, yearToPrint: NullableText,
  }),
);
const CartServiceAnswer = answer<CartService>()(v.strictObject({ id: WholeNumber, orderServiceId: WholeNumber, name: Text, price: WholeNumber }));

export const CartDetailsAnswer = answer<CartDetails>()(
  v.strictObject({
    id: WholeNumber,
    jobId: WholeNumber,
    cartPackages: v.array(CartPackageAnswer),
    subjects: v.array(v.strictObject({ id: WholeNumber, firstName: Text, lastName: Text })),
    cartOrderServicesDetails: v.strictObject({
      cartOrderServices: v.array(CartServiceAnswer), imageLevel: Flag, retouches: v.array(CartOrderServiceAnswer), personalizations: v.array(CartOrderServiceAnswer),
    }),
    orderMethod: v.nullable(OrderMethodAnswer),
    status: CartStatus,
    total: WholeNumber,
    incompleteCartPackageIds: v.array(WholeNumber),
    hasStandardPackage: Flag,
    // JSON object keys are text: the package ids arrive as "12".
    packageNames: v.record(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), Text),
    replacedBy: v.record(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), WholeNumber),
    lineAnswers: v.record(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), v.array(v.strictObject({ name: Text, value: NullableText }))),
  }),
);

export const CartMutationResultAnswer = answer<CartMutationResult>()(
  v.strictObject({ cart: CartDetailsAnswer, cartPackageId: v.nullable(WholeNumber), removedAddons: v.array(CartPackageAnswer), cartDeleted: Flag }),
);

export const CartDeletedAnswer = v.strictObject({ deleted: Flag });

const ShippingOptionViewAnswer = answer<ShippingOptionView>()(v.strictObject({ code: Text, name: Text, price: WholeNumber, military: Flag }));

export const CheckoutTotalsAnswer = answer<CheckoutTotals>()(
  v.strictObject({
    subtotal: WholeNumber, services: WholeNumber, discount: WholeNumber, shipping: WholeNumber, tax: WholeNumber, total: WholeNumber,
    shippingLabel: NullableText, promoCode: NullableText, taxJurisdiction: NullableText,
  }),
);

// The posted details come back as they were accepted: the request's own schema reads them.
export const CheckoutStateAnswer = answer<CheckoutState>()(
  v.strictObject({
    details: v.nullable(CheckoutDetailsRequest),
    shippingOptions: v.array(ShippingOptionViewAnswer),
    totals: CheckoutTotalsAnswer,
    incompleteCartPackageIds: v.array(WholeNumber),
  }),
);

export const AddressValidationAnswer = answer<AddressValidation>()(v.strictObject({ valid: v.literal(true), address: CheckoutAddressSchema, military: Flag }));
