import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  CheckoutDetailsRequest, SHIPPING_OPTION_REQUIRED, type CheckoutDetails, type CheckoutDetailsRequest as Request, type OrderMethod, type ShippingOptionView,
  type TotalsPreviewQuery,
  US_STATE_CODES,
} from '@shutterday/domain';
import type { Resolver } from 'react-hook-form';

const emptyAddress = { line1: '', line2: '', city: '', state: '', postalCode: '', country: 'US' };

export interface CheckoutFormValues {
  customer: { firstName: string; lastName: string; email: string; phone: string };
  billingAddress: typeof emptyAddress;
  shippingAddressSameAsBillingAddress: boolean;
  shippingAddress: typeof emptyAddress;
  /** "home" mails the order; "batch" ships it with the school's ("Studio Shipping"). */
  delivery: 'home' | 'batch';
  shippingOptionCode: string;
  orderMethod: OrderMethod;
}

/** What the totals depend on: how the order is delivered, by which option, to which state. */
export type CheckoutChoices = TotalsPreviewQuery;

export function choicesOf(values: CheckoutFormValues): CheckoutChoices {
  const address = values.delivery === 'home' && !values.shippingAddressSameAsBillingAddress ? values.shippingAddress : values.billingAddress;
  const state = address?.state?.trim().toUpperCase() ?? '';
  return { delivery: values.delivery, shippingOption: values.delivery === 'home' ? values.shippingOptionCode || undefined : undefined, state: (US_STATE_CODES as readonly string[]).includes(state) ? state : undefined };
}

/**
 * The form's first values: the posted details, else empty fields — with the first non-military shipping
 * option chosen, so no option is silently missing and the totals panel prices it from the start.
 */
export function checkoutFormDefaults(saved: CheckoutDetails | null, orderMethod: OrderMethod, shippingOptions: readonly ShippingOptionView[] = []): CheckoutFormValues {
  return {
    customer: { firstName: '', lastName: '', email: '', phone: '', ...saved?.customer, ...(saved?.customer.phone ? {} : { phone: '' }) },
    billingAddress: { ...emptyAddress, ...saved?.billingAddress, line2: saved?.billingAddress.line2 ?? '' },
    shippingAddressSameAsBillingAddress: saved?.shippingAddressSameAsBillingAddress ?? true,
    shippingAddress: { ...emptyAddress, ...saved?.shippingAddress, line2: saved?.shippingAddress?.line2 ?? '' },
    delivery: saved?.isPartOfBatchOrder ? 'batch' : 'home',
    shippingOptionCode: saved?.shippingOption?.code ?? shippingOptions.find((option) => !option.military)?.code ?? '',
    orderMethod,
  };
}

/** The form's values as the contract's request: unused parts (shipping address, option) become null. */
export function toCheckoutRequest(values: CheckoutFormValues): Request {
  const batch = values.delivery === 'batch';
  const same = values.shippingAddressSameAsBillingAddress;
  return {
    customer: { ...values.customer, phone: values.customer.phone.trim() === '' ? undefined : values.customer.phone },
    billingAddress: values.billingAddress,
    shippingAddressSameAsBillingAddress: same,
    shippingAddress: batch || same ? null : values.shippingAddress,
    isPartOfBatchOrder: batch,
    mailToHome: !batch,
    shippingOption: batch || values.shippingOptionCode === '' ? null : { code: values.shippingOptionCode },
    payMethod: 'card',
    orderMethod: values.orderMethod,
  };
}

/** Validates with the contract's own schema (house style), after mapping the form to the request. */
export const checkoutResolver: Resolver<CheckoutFormValues> = async (values, context, options) => {
  const result = await valibotResolver(CheckoutDetailsRequest)(toCheckoutRequest(values), context, options as never);
  const errors = { ...result.errors } as Record<string, unknown>;
  if (values.delivery === 'home' && values.shippingOptionCode === '') errors.shippingOptionCode = { type: 'required', message: SHIPPING_OPTION_REQUIRED };
  return Object.keys(errors).length > 0 ? { values: {}, errors: errors as never } : { values, errors: {} };
};
