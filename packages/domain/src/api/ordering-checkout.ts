import * as v from 'valibot';
import { PAYMENT_INTENT_ID_PATTERN, PAYMENT_METHOD_ID_MESSAGE, PAYMENT_METHOD_ID_PATTERN, US_STATE_CODES, ZIP_STATE_MISMATCH, zipMatchesState } from '../checkout';
import { MESSAGES, PHONE_PATTERN } from '../validation';
import { boundedEmail, boundedString, TEXT_LIMITS } from '../validation/bounded';
import { DB_INTEGER_MAX, wholeNumber } from '../validation/whole-number';
import type { OrderSearchResult } from './customer';
import { NoClientAmount, OrderMethodSchema } from './ordering';

/** Checkout contracts (spec §3 "Checkout details", §4 "Checkout", §7 .../checkout*). Amounts in cents. */

const Required = (max: number) =>
  v.pipe(v.string('This field is required'), v.trim(), v.nonEmpty('This field is required'), v.maxLength(max, `Use at most ${max} characters`));

/** A US postal address; AA/AE/AP with APO/FPO/DPO are military addresses (shipping "priority"). */
export const CheckoutAddressSchema = v.pipe(
  v.object({
  line1: Required(100),
  line2: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Use at most 100 characters'))),
  city: Required(60),
  state: v.pipe(boundedString(TEXT_LIMITS.code, 'This field is required'), v.trim(), v.toUpperCase(), v.picklist(US_STATE_CODES, 'This value is not a valid US state')),
  postalCode: v.pipe(boundedString(TEXT_LIMITS.code, 'This field is required'), v.trim(), v.regex(/^\d{5}(-\d{4})?$/, 'This value is not a valid ZIP code')),
  country: v.optional(v.pipe(boundedString(TEXT_LIMITS.code), v.trim(), v.toUpperCase(), v.literal('US', 'Only US addresses are accepted')), 'US'),
  }),
  // A state and ZIP that cannot belong together (CA with 10001) are refused on the ZIP field (issue 8).
  v.forward(v.check((address) => zipMatchesState(address.state, address.postalCode), ZIP_STATE_MISMATCH), ['postalCode']),
);
export type CheckoutAddressInput = v.InferInput<typeof CheckoutAddressSchema>;
export type CheckoutAddress = v.InferOutput<typeof CheckoutAddressSchema>;

export const CustomerContactSchema = v.object({
  firstName: Required(60),
  lastName: Required(60),
  email: boundedEmail,
  phone: v.optional(v.pipe(boundedString(TEXT_LIMITS.code), v.trim(), v.regex(PHONE_PATTERN, MESSAGES.phone))),
});
export type CustomerContact = v.InferOutput<typeof CustomerContactSchema>;

/**
 * POST .../checkout: the checkout details. With `isPartOfBatchOrder` the order ships to the studio
 * ("Studio Shipping", free) and no shipping option is needed; otherwise mail to home uses the shipping
 * address (or the billing one when `shippingAddressSameAsBillingAddress`) and a shipping option code.
 */
export const CheckoutDetailsRequest = v.object({
  billingAddress: CheckoutAddressSchema,
  customer: CustomerContactSchema,
  shippingAddress: v.nullish(CheckoutAddressSchema),
  shippingAddressSameAsBillingAddress: v.optional(v.boolean(), true),
  payMethod: v.optional(v.literal('card'), 'card'),
  shippingOption: v.nullish(v.object({ code: v.pipe(v.string(), v.maxLength(40)) })),
  isPartOfBatchOrder: v.optional(v.boolean(), false),
  mailToHome: v.optional(v.boolean(), true),
  promoCode: v.nullish(v.object({ code: v.pipe(v.string(), v.maxLength(40)) })),
  orderMethod: OrderMethodSchema,
  // The job version the page was built from, echoed as sent by older clients: a short text or {major, minor}.
  jobVersion: v.optional(v.union([boundedString(TEXT_LIMITS.code), wholeNumber(0, DB_INTEGER_MAX), v.object({ major: wholeNumber(0, DB_INTEGER_MAX), minor: wholeNumber(0, DB_INTEGER_MAX) })])),
  isV3Job: v.optional(v.boolean()),
  recreatePaymethod: v.optional(v.boolean()),
  total: NoClientAmount,
});
export type CheckoutDetailsRequest = v.InferInput<typeof CheckoutDetailsRequest>;
export type CheckoutDetails = v.InferOutput<typeof CheckoutDetailsRequest>;

export interface ShippingOptionView {
  code: string;
  name: string;
  price: number;
  /** "priority" is for military addresses only, and required for them. */
  military: boolean;
}

/** GET .../checkout/totals — recomputed on every read. */
export interface CheckoutTotals {
  subtotal: number;
  services: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  /** "Studio Shipping" for batch orders, the option's name otherwise, null before details are posted. */
  shippingLabel: string | null;
  promoCode: string | null;
  taxJurisdiction: string | null;
}

/**
 * GET .../checkout/totals?delivery=&shippingOption=&state= — the totals as they would be with the choices
 * on the form now (issue 8 "A stale totals panel"), before they are posted; nothing is kept. Without a
 * parameter, the totals of the posted details.
 */
export const TotalsPreviewQuery = v.object({
  delivery: v.optional(v.picklist(['home', 'batch'], 'Choose home or batch delivery')),
  shippingOption: v.optional(v.pipe(v.string(), v.maxLength(40))),
  state: v.optional(v.pipe(boundedString(TEXT_LIMITS.code), v.trim(), v.toUpperCase(), v.picklist(US_STATE_CODES, 'This value is not a valid US state'))),
});
export type TotalsPreviewQuery = v.InferInput<typeof TotalsPreviewQuery>;
export type TotalsPreview = v.InferOutput<typeof TotalsPreviewQuery>;

/** GET and POST .../checkout. */
export interface CheckoutState {
  details: CheckoutDetails | null;
  shippingOptions: ShippingOptionView[];
  totals: CheckoutTotals;
  /** Cart lines still missing a choice (spec §5 completeness); submit refuses while any remain. */
  incompleteCartPackageIds: number[];
}

/** POST .../checkout/promo */
export const PromoRequest = v.object({ code: v.pipe(v.string('This field is required'), v.trim(), v.nonEmpty('This field is required'), v.maxLength(40)) });
export type PromoRequest = v.InferOutput<typeof PromoRequest>;

/** POST .../checkout/validateaddress: 200 with the normalised address, or 400 naming each bad field. */
export const ValidateAddressRequest = v.object({ address: CheckoutAddressSchema });
export type ValidateAddressRequest = v.InferInput<typeof ValidateAddressRequest>;
export interface AddressValidation {
  valid: true;
  address: CheckoutAddress;
  military: boolean;
}

/**
 * POST .../checkout/submit. `paymentToken`: a Stripe PaymentMethod id (`pm_…`) made by the card form —
 * Stripe Elements with PAYMENTS=stripe, Stripe's test ids in the sandbox; a card number is refused (400)
 * and nothing is charged. `paymentIntentId`: sent after the browser completed a 3-D Secure challenge the
 * submit answered with (202 `requires_action`), so the server can verify that payment and place the order.
 * `expectedTotal` (optional) is what the review page showed: when the server's total differs, nothing is
 * charged and 409 asks to review again. It is never charged itself.
 */
export const SubmitCheckoutRequest = v.object({
  paymentToken: v.pipe(boundedString(TEXT_LIMITS.token, 'This field is required'), v.trim(), v.nonEmpty('This field is required'), v.regex(PAYMENT_METHOD_ID_PATTERN, PAYMENT_METHOD_ID_MESSAGE)),
  paymentIntentId: v.optional(v.pipe(boundedString(TEXT_LIMITS.token), v.regex(PAYMENT_INTENT_ID_PATTERN, 'This is not a payment of this checkout'))),
  expectedTotal: v.optional(wholeNumber(0, DB_INTEGER_MAX)),
  total: NoClientAmount,
  price: NoClientAmount,
});
export type SubmitCheckoutRequest = v.InferInput<typeof SubmitCheckoutRequest>;

/** A download link's 410 when the studio refunded the item that paid for the photo. */
export const DOWNLOAD_REFUNDED_MESSAGE = 'This photo was refunded, so it can no longer be downloaded';

export interface DownloadLinkView {
  /** The page /:studioSlug/download/:linkId and the file GET /api/customer/downloads/{linkId}. */
  linkId: string;
  fileName: string;
  subjectName: string;
  expiresAt: string;
  /** The studio refunded the item that paid for it: the page offers no download and says so. */
  refunded: boolean;
}

/** The placed order: what submit answers and GET .../orders/{orderNumber}?email= returns. */
export interface OrderConfirmation extends OrderSearchResult {
  downloads: DownloadLinkView[];
}

export const TOTAL_CHANGED_MESSAGE = 'Your total has changed. Please review your order again.';
export const INCOMPLETE_CART_MESSAGE = 'Some items in your cart still need your choices';
export type SubmitCheckoutParsed = v.InferOutput<typeof SubmitCheckoutRequest>;

/** 202 from submit: the bank asks the card holder to authenticate (3-D Secure); nothing is charged yet. */
export interface PaymentActionRequired {
  status: 'requires_action';
  paymentIntentId: string;
  /** For Stripe.js `handleNextAction`; in the sandbox a test id the browser's test challenge completes. */
  clientSecret: string;
}

export type SubmitCheckoutAnswer = OrderConfirmation | PaymentActionRequired;
export const isPaymentActionRequired = (answer: SubmitCheckoutAnswer): answer is PaymentActionRequired => 'status' in answer && answer.status === 'requires_action';

/** GET /api/customer/payments/config: what the browser needs to take a card (no secret in it). */
export interface PaymentsConfig {
  provider: 'sandbox' | 'stripe';
  /** Stripe's publishable key with PAYMENTS=stripe; null in the sandbox. */
  publishableKey: string | null;
}
